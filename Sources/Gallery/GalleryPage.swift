import Audit
import LayoutEngine

/// The gallery's `index.html`: every tile in a grid per layout file and group, like Xcode's
/// Variants mode, with filters by file, device, orientation, text size, direction, language and
/// `check`'s findings, and a slider for the size of the pictures. Each tile counts its findings by
/// severity and lists them when opened (and in a tooltip); its picture outlines their nodes.
///
/// Self-contained: the style sheet and the script are inside the page, there are no fonts,
/// scripts or requests from elsewhere; the pictures are the SVG files beside it. The filters
/// live in the address's fragment (`#device=iPhone%2017%20Pro&findings=error`), so a filtered view can
/// be linked to and a test can open one.
///
/// The tiles that match the filters show a page at a time (`pageSize`, `page=2` in the fragment),
/// and only a shown tile's picture is loaded: a gallery of every sample has over 1,500 pictures,
/// which stalled a browser that started on all of them (lazy loading still made it lay out and
/// track every one). Without the script the first page's pictures show.
public enum GalleryPage {
  /// How many tiles a page shows.
  public static let pageSize = 120

  /// The page of `tiles` (in the order they are shown), titled `title`.
  public static func html(tiles: [GalleryTile], title: String) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
      <title>\(MarkupEscaping.escaped(title))</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <header>
      <h1>\(MarkupEscaping.escaped(title))</h1>
      <form id="filters">

      """
    html += select("file", label: "File", values: unique(tiles.map(\.file)))
    for axis in GalleryVariant.Axis.filtered {
      html += select(
        axis.rawValue, label: axisLabel(axis), values: unique(tiles.map { value(of: axis, in: $0) }))
    }
    html += findingsSelect(rules: Set(tiles.flatMap { $0.findings.map(\.rule) }).sorted())
    if tiles.contains(where: { $0.changes != nil }) {
      let changed = tiles.count { $0.changes?.isEmpty == false }
      html += "<label>Changes <select name=\"changes\"><option value=\"\">all</option>"
      html += "<option value=\"changed\">changed (\(changed))</option>"
      html += "<option value=\"unchanged\">unchanged</option></select></label>\n"
    }
    html += """
      <label>Size <input type="range" id="size" min="120" max="720" step="20" value="260"></label>
      <output id="count">\(tiles.count) of \(tiles.count) variants</output>
      <span id="pages" hidden><button type="button" id="previous">‹ previous</button>
      <output id="page"></output>
      <button type="button" id="next">next ›</button></span>
      </form>
      </header>
      <main>

      """
    var lastFile: String?
    var lastGroup: GalleryVariant.Axis?
    for (index, tile) in tiles.enumerated() {
      if tile.file != lastFile || tile.variant.group != lastGroup {
        if lastGroup != nil { html += "</div>\n</section>\n" }
        if tile.file != lastFile {
          if lastFile != nil { html += "</section>\n" }
          html +=
            "<section class=\"file\" data-file=\"\(MarkupEscaping.escaped(tile.file))\">\n<h2>\(MarkupEscaping.escaped(tile.file))</h2>\n"
          lastFile = tile.file
        }
        html += "<section class=\"group\" data-group=\"\(tile.variant.group.rawValue)\">\n"
        html += "<h3>\(tile.variant.group.title)</h3>\n<div class=\"grid\">\n"
        lastGroup = tile.variant.group
      }
      html += figure(tile, loads: index < pageSize)
    }
    if lastGroup != nil { html += "</div>\n</section>\n</section>\n" }
    html += """
      </main>
      <p id="empty" hidden>No variant matches these filters.</p>
      <script>
      \(script)
      </script>
      </body>
      </html>

      """
    return html
  }

  /// One tile: the SVG, its caption, a link to the text wireframe and its findings: a count by
  /// severity that opens the list of them.
  /// `loads`: whether the picture loads without the script (the first page's); every picture
  /// names its file in `data-src`, which the script loads when its tile is shown.
  static func figure(_ tile: GalleryTile, loads: Bool = true) -> String {
    let values = tile.variant.values
    var attributes = "class=\"tile\" data-file=\"\(MarkupEscaping.escaped(tile.file))\""
    for (axis, value) in values {
      attributes += " data-\(axis.rawValue)=\"\(MarkupEscaping.escaped(value))\""
    }
    let (errors, warnings) = tile.counts
    let rules = Set(tile.findings.map(\.rule)).sorted().map(\.rawValue)
    attributes +=
      " data-errors=\"\(errors)\" data-warnings=\"\(warnings)\" data-rules=\"\(rules.joined(separator: " "))\""
    if let changes = tile.changes { attributes += " data-changes=\"\(changes.count)\"" }
    let caption = values.map(\.value).joined(separator: " · ")
    var html = "<figure \(attributes)>\n"
    let picture = { (path: String, alt: String) in
      let file = MarkupEscaping.escaped(path)
      let source = loads ? "src=\"\(file)\" " : ""
      return
        "<a href=\"\(file)\"><img \(source)data-src=\"\(file)\" alt=\"\(MarkupEscaping.escaped(alt))\" loading=\"lazy\"></a>"
    }
    if let before = tile.beforeSVGPath {
      // Before and now side by side, the changed nodes outlined on both.
      html += "<div class=\"pair\">"
      html += "<div class=\"side before\">\(picture(before, "before: " + caption))<span>before</span></div>"
      html += "<div class=\"side now\">\(picture(tile.svgPath, "now: " + caption))<span>now</span></div>"
      html += "</div>\n"
    } else {
      html += picture(tile.svgPath, caption) + "\n"
    }
    html +=
      "<figcaption>\(MarkupEscaping.escaped(caption)) · <a href=\"\(MarkupEscaping.escaped(tile.textPath))\">text</a>"
    if tile.findings.isEmpty {
      html += "<br><span class=\"count none\">no findings</span>"
    } else {
      let list = tile.findings.map { "\($0.severity.rawValue) \($0.rule.rawValue): \(label($0))" }
      html += "<details class=\"findings\"><summary class=\"count \(errors > 0 ? "error" : "warning")\""
      html +=
        " title=\"\(list.map(MarkupEscaping.escaped).joined(separator: "&#10;"))\">\(MarkupEscaping.escaped(countText(errors, warnings)))</summary>\n<ol>\n"
      for finding in tile.findings {
        html +=
          "<li class=\"\(finding.severity.rawValue)\" data-path=\"\(MarkupEscaping.escaped(finding.node.path))\">"
        html += "<b>\(finding.rule.rawValue)</b> \(MarkupEscaping.escaped(label(finding)))</li>\n"
      }
      html += "</ol></details>"
    }
    html += changesList(tile.changes)
    return html + "</figcaption>\n</figure>\n"
  }

  /// What changed since the revision compared with (`gallery --diff`), opened: a count, then
  /// each change in the diff's words; "unchanged" when nothing did; nothing without a revision.
  static func changesList(_ changes: [GalleryChange]?) -> String {
    guard let changes else { return "" }
    guard !changes.isEmpty else { return "<br><span class=\"count none\">unchanged</span>" }
    var html = "<details class=\"changes\" open><summary class=\"count change\">"
    html += "\(changes.count) change\(changes.count == 1 ? "" : "s")</summary>\n<ol>\n"
    for change in changes {
      html +=
        "<li class=\"change\(change.isWarning ? " warning" : "")\" data-kind=\"\(MarkupEscaping.escaped(change.kind))\">"
        + "\(MarkupEscaping.escaped(change.label))</li>\n"
    }
    return html + "</ol></details>"
  }

  /// "2 errors · 1 warning".
  static func countText(_ errors: Int, _ warnings: Int) -> String {
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    return [errors > 0 ? count(errors, "error") : nil, warnings > 0 ? count(warnings, "warning") : nil]
      .compactMap { $0 }.joined(separator: " · ")
  }

  /// A finding as the tile lists it: the node (type, id, path, line and column) and the message.
  static func label(_ finding: VariantFinding) -> String {
    let node = finding.node
    let id = node.id.map { " '\($0)'" } ?? ""
    return
      "\(node.type)\(id) at \(node.path) (line \(node.source.line):\(node.source.column)): \(finding.message)"
  }

  /// The findings filter: every tile, those with findings, with errors, or with one rule's.
  private static func findingsSelect(rules: [Rule]) -> String {
    var html = "<label>Findings <select name=\"findings\"><option value=\"\">all</option>"
    html += "<option value=\"any\">with findings</option><option value=\"error\">with errors</option>"
    html += "<option value=\"none\">without findings</option>"
    for rule in rules { html += "<option value=\"\(rule.rawValue)\">\(rule.rawValue)</option>" }
    return html + "</select></label>\n"
  }

  /// A filter: a labelled select of `values` with "all" first.
  private static func select(_ name: String, label: String, values: [String]) -> String {
    var html = "<label>\(label) <select name=\"\(name)\"><option value=\"\">all</option>"
    for value in values { html += "<option>\(MarkupEscaping.escaped(value))</option>" }
    return html + "</select></label>\n"
  }

  private static func axisLabel(_ axis: GalleryVariant.Axis) -> String {
    switch axis {
    case .device: "Device"
    case .orientation: "Orientation"
    case .typeSize: "Text size"
    case .direction: "Direction"
    case .language: "Language"
    case .split: "Multitasking"
    case .keyboard: "Keyboard"
    }
  }

  private static func value(of axis: GalleryVariant.Axis, in tile: GalleryTile) -> String {
    tile.variant.values.first { $0.axis == axis }?.value ?? ""
  }

  /// `values` without repeats, in first-seen order (the matrix's order: text sizes by size).
  private static func unique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }

  static let style = """
    body{font:14px/1.4 sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}
    header{position:sticky;top:0;z-index:1;background:#fff;border-bottom:1px solid #d1d1d6;padding:8px 16px}
    h1{font-size:18px;margin:0 0 6px}
    form{display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center}
    main{padding:0 16px 24px}
    h2{font-size:17px;margin:20px 0 4px}
    h3{font-size:13px;font-weight:600;color:#636366;margin:12px 0 6px;text-transform:uppercase}
    .grid{display:flex;flex-wrap:wrap;gap:14px;align-items:flex-end}
    .tile{margin:0;background:#fff;border-radius:10px;padding:8px;box-shadow:0 1px 2px #0002}
    .tile img{display:block;max-height:var(--tile,260px);max-width:calc(var(--tile,260px) * 1.6);width:auto;height:auto;margin:0 auto}
    .tile:not([data-warnings="0"]){box-shadow:0 0 0 2px #ff9500}
    .tile:not([data-errors="0"]){box-shadow:0 0 0 2px #d70015}
    figcaption{font-size:11px;max-width:360px;margin-left:auto;margin-right:auto;color:#3a3a3c;margin-top:6px;text-align:center}
    .count{font-weight:600}.warning{color:#c93400}.error{color:#d70015}.none{color:#8e8e93}
    details.findings summary{cursor:pointer}
    details.findings ol{text-align:left;margin:4px 0 0;padding-left:18px;max-width:420px}
    details.findings li{margin:2px 0}
    .pair{display:flex;gap:8px;align-items:flex-end}
    .side{text-align:center;font-size:11px;color:#636366}
    .tile:not([data-changes="0"])[data-changes]{box-shadow:0 0 0 2px #007aff}
    .change{color:#0040dd}.change.warning{color:#8944ab}
    details.changes ol{text-align:left;margin:4px 0 0;padding-left:18px;max-width:520px}
    [hidden]{display:none!important}
    """

  /// Applies the filters in the form and in the address's fragment, and counts what is shown.
  static let script = """
    (function () {
      var form = document.getElementById('filters');
      var tiles = Array.prototype.slice.call(document.querySelectorAll('.tile'));
      var count = document.getElementById('count');
      var size = document.getElementById('size');
      var pageSize = \(pageSize), page = 0;
      var pages = document.getElementById('pages'), pageLabel = document.getElementById('page');
      function resize() {
        document.documentElement.style.setProperty('--tile', size.value + 'px');
      }
      function apply() {
        var wanted = {};
        Array.prototype.forEach.call(form.querySelectorAll('select'), function (s) {
          if (s.value) wanted[s.name] = s.value;
        });
        var shown = 0;
        tiles.forEach(function (tile) {
          var ok = true;
          for (var key in wanted) {
            if (key === 'findings') {
              var errors = tile.dataset.errors !== '0', any = errors || tile.dataset.warnings !== '0';
              var want = wanted[key];
              if (want === 'any') ok = ok && any;
              else if (want === 'error') ok = ok && errors;
              else if (want === 'none') ok = ok && !any;
              else ok = ok && (' ' + tile.dataset.rules + ' ').indexOf(' ' + want + ' ') >= 0;
              continue;
            }
            if (key === 'changes') {
              var changed = tile.dataset.changes !== undefined && tile.dataset.changes !== '0';
              ok = ok && (wanted[key] === 'changed' ? changed : !changed);
              continue;
            }
            var attribute = key.replace(/-([a-z])/g, function (m, c) { return c.toUpperCase(); });
            if (tile.dataset[attribute] !== wanted[key]) ok = false;
          }
          tile.matches = ok;
          if (ok) shown++;
        });
        // A page of the matching tiles shows, and only its pictures load.
        var last = Math.max(0, Math.ceil(shown / pageSize) - 1);
        page = Math.min(Math.max(0, page), last);
        var index = 0;
        tiles.forEach(function (tile) {
          var onPage = tile.matches && index >= page * pageSize && index < (page + 1) * pageSize;
          if (tile.matches) index++;
          tile.hidden = !onPage;
          if (onPage) {
            Array.prototype.forEach.call(tile.querySelectorAll('img[data-src]'), function (img) {
              if (!img.getAttribute('src')) img.setAttribute('src', img.dataset.src);
            });
          }
        });
        pages.hidden = last === 0;
        pageLabel.textContent = 'page ' + (page + 1) + ' of ' + (last + 1);
        document.getElementById('previous').disabled = page === 0;
        document.getElementById('next').disabled = page === last;
        Array.prototype.forEach.call(document.querySelectorAll('section.group, section.file'), function (s) {
          s.hidden = !s.querySelector('.tile:not([hidden])');
        });
        count.textContent = shown + ' of ' + tiles.length + ' variants';
        document.getElementById('empty').hidden = shown > 0;
        var parts = [];
        for (var k in wanted) parts.push(k + '=' + encodeURIComponent(wanted[k]));
        if (size.value !== size.defaultValue) parts.push('size=' + size.value);
        if (page > 0) parts.push('page=' + (page + 1));
        var hash = parts.join('&');
        if (location.hash.slice(1) !== hash) {
          try { history.replaceState(null, '', hash ? '#' + hash : location.pathname); } catch (e) {}
        }
      }
      function read() {
        page = 0;
        location.hash.slice(1).split('&').forEach(function (pair) {
          if (!pair) return;
          var at = pair.indexOf('=');
          var key = decodeURIComponent(pair.slice(0, at)), value = decodeURIComponent(pair.slice(at + 1));
          if (key === 'size') { size.value = value; resize(); }
          else if (key === 'page') page = (parseInt(value, 10) || 1) - 1;
          else if (form.elements[key]) form.elements[key].value = value;
        });
      }
      form.addEventListener('change', function () { page = 0; apply(); });
      document.getElementById('previous').addEventListener('click', function () { page--; apply(); scrollTo(0, 0); });
      document.getElementById('next').addEventListener('click', function () { page++; apply(); scrollTo(0, 0); });
      size.addEventListener('input', resize);
      window.addEventListener('hashchange', function () { read(); apply(); });
      read();
      apply();
    })();
    """
}
