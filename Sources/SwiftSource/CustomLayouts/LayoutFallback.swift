import LayoutEngine

/// How a custom layout's subviews are laid out when a call of its code cannot be run: as a
/// vertical stack of them, each offered the container's width, centred, with the spacing the
/// subviews prefer between them. The reader draws a layout whose code fails its trial as a
/// `VStack`; this is the same picture for a call that fails only later, for some proposal.
enum LayoutFallback {
  static func size(_ proposal: ProposedViewSize, _ proxies: any SubviewProxies) -> Size {
    var size = Size.zero
    for index in 0..<proxies.count {
      let subview = proxies.size(index, ProposedViewSize(width: proposal.width, height: nil))
      size.width = max(size.width, subview.width)
      size.height +=
        subview.height + (index > 0 ? proxies.distance(index - 1, to: index, along: .vertical) : 0)
    }
    return size
  }

  static func place(in bounds: Rect, _ proxies: any SubviewProxies) {
    var y = bounds.minY
    let proposal = ProposedViewSize(width: bounds.width, height: nil)
    for index in 0..<proxies.count {
      if index > 0 { y += proxies.distance(index - 1, to: index, along: .vertical) }
      proxies.place(index, at: Point(x: bounds.midX, y: y), anchor: .top, proposal: proposal)
      y += proxies.size(index, proposal).height
    }
  }
}
