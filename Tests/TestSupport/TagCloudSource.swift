/// A tag cloud built from alignment guides, as apps wrote one before SwiftUI had `Layout`: in a
/// `GeometryReader`, each chip's leading guide moves a column counter left by the chip's width
/// (back to 0, and the row counter up a chip's height, when the chip would pass the reader's
/// width), its top guide reads the row counter, and the last chip puts both back to 0 for the next
/// layout pass. `chip` is each chip's view, written with `tag` (its string).
public func tagCloudSource(chip: String) -> String {
  """
  struct TagCloud: View {
    let tags: [String]

    var body: some View {
      GeometryReader { proxy in
        cloud(fitting: proxy)
      }
    }

    private func cloud(fitting proxy: GeometryProxy) -> some View {
      var column = CGFloat.zero
      var row = CGFloat.zero
      return ZStack(alignment: .topLeading) {
        ForEach(tags, id: \\.self) { tag in
          \(chip)
            .alignmentGuide(.leading) { d in
              if abs(column - d.width) > proxy.size.width {
                column = 0
                row -= d.height
              }
              let x = column
              if tag == tags.last! {
                column = 0
              } else {
                column -= d.width
              }
              return x
            }
            .alignmentGuide(.top) { _ in
              let y = row
              if tag == tags.last! {
                row = 0
              }
              return y
            }
        }
      }
    }
  }
  """
}
