import LayoutEngine
import Testing

@testable import Preview

/// Layout files, themes, the safe-area overlay and live reload.
@Suite struct LayoutActionTests {
  @Test func nextAndPreviousLayoutWrap() {
    let state = Fixtures.state(layouts: 3)
    #expect(state.after(.nextLayout).layoutIndex == 1)
    #expect(state.after(.previousLayout).layoutIndex == 2)
    #expect(state.after(.nextLayout, .nextLayout, .nextLayout).layoutIndex == 0)
  }

  @Test func layoutSwitchResetsSelectionAndZoom() {
    let state = Fixtures.state().after(.selectNext, .zoomIn, .nextLayout)
    #expect(state.selection == nil)
    #expect(state.zoom == 1)
    #expect(state.center == nil)
  }

  @Test func singleLayoutSaysThereIsNoOther() {
    let state = Fixtures.state(layouts: 1).after(.nextLayout)
    #expect(state.layoutIndex == 0)
    #expect(state.notice == "Only one layout is open")
  }

  @Test func themeCyclesThroughTheNames() {
    let state = Fixtures.state()
    #expect(state.after(.nextTheme).themeIndex == 1)
    #expect(state.after(.nextTheme).notice == "Theme: Dark")
    #expect(state.after(.nextTheme, .nextTheme, .nextTheme).themeIndex == 0)
  }

  @Test func safeAreaToggles() {
    let state = Fixtures.state()
    #expect(state.after(.toggleSafeArea).showsSafeArea)
    #expect(!state.after(.toggleSafeArea, .toggleSafeArea).showsSafeArea)
  }

  @Test func goodReloadReplacesTheDocument() {
    let path = "Layouts/sign-in.yaml"
    let body = ViewNode(.text("Changed"), id: "changed")
    let state = Fixtures.state().after(.reloaded(path: path, .document(Fixtures.document(path, body: body))))
    #expect(state.currentLayout?.document?.body == body)
    #expect(state.currentLayout?.problem == nil)
  }

  @Test func failedReloadKeepsTheDocumentAndRecordsTheProblem() {
    let path = "Layouts/sign-in.yaml"
    let state = Fixtures.state().after(
      .selectNext, .reloaded(path: path, .failed("sign-in.yaml:3:7: expected a mapping")))
    #expect(state.currentLayout?.document?.body == Fixtures.signInBody)
    #expect(state.currentLayout?.problem == "sign-in.yaml:3:7: expected a mapping")
    #expect(state.selectedID == "title")
    let fixed = state.after(.reloaded(path: path, .document(Fixtures.document(path))))
    #expect(fixed.currentLayout?.problem == nil)
  }

  @Test func missingFileShowsAMessageAndKeepsRunning() {
    let path = "Layouts/sign-in.yaml"
    let state = Fixtures.state().after(.reloaded(path: path, .missing))
    #expect(state.currentLayout?.problem?.contains("deleted") == true)
    #expect(state.currentLayout?.document != nil)
    #expect(!state.shouldQuit)
  }

  @Test func reloadDropsASelectionThatNoLongerExists() {
    let path = "Layouts/sign-in.yaml"
    let state = Fixtures.state().after(.selectPrevious)
    #expect(state.selection != nil)
    let reloaded = state.after(
      .reloaded(path: path, .document(Fixtures.document(path, body: ViewNode(.text("x"))))))
    #expect(reloaded.selection == nil)
  }

  @Test func reloadOfAnotherFileLeavesTheShownOneAlone() {
    let state = Fixtures.state().after(.reloaded(path: "Layouts/screen-1.yaml", .failed("bad")))
    #expect(state.currentLayout?.problem == nil)
    #expect(state.layouts[1].problem == "bad")
  }
}
