import LayoutEngine

/// The gallery's `index.html`: every tile in a grid per layout file and group, like Xcode's
/// Variants mode, with filters by file, device, orientation, text size, direction and language
/// a switch for marked tiles and a slider for the size of the pictures.
///
/// Self-contained: the style sheet and the script are inside the page, there are no fonts,
/// scripts or requests from elsewhere; the pictures are the SVG files beside it. The filters
/// live in the address's fragment (`#device=iPhone%2017%20Pro&marked=1`), so a filtered view can
/// be linked to and a test can open one.
public enum GalleryPage {
  /// The page of `tiles` (in the order they are shown), titled `title`.
  public static func html(tiles: [GalleryTile], title: String) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
      <title>\(escaped(title))</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <header>
      <h1>\(escaped(title))</h1>
      <form id="filters">

      """
    html += select("file", label: "File", values: unique(tiles.map(\.file)))
    for axis in GalleryVariant.Axis.filtered {
      html += select(
        axis.rawValue, label: axisLabel(axis), values: unique(tiles.map { value(of: axis, in: $0) }))
    }
    html += """
      <label><input type="checkbox" name="marked" value="1"> only marked</label>
      <label>Size <input type="range" id="size" min="120" max="720" step="20" value="260"></label>
      <output id="count">\(tiles.count) of \(tiles.count) variants</output>
      </form>
      </header>
      <main>

      """
    var lastFile: String?
    var lastGroup: GalleryVariant.Axis?
    for tile in tiles {
      if tile.file != lastFile || tile.variant.group != lastGroup {
        if lastGroup != nil { html += "</div>\n</section>\n" }
        if tile.file != lastFile {
          if lastFile != nil { html += "</section>\n" }
          html +=
            "<section class=\"file\" data-file=\"\(escaped(tile.file))\">\n<h2>\(escaped(tile.file))</h2>\n"
          lastFile = tile.file
        }
        html += "<section class=\"group\" data-group=\"\(tile.variant.group.rawValue)\">\n"
        html += "<h3>\(tile.variant.group.title)</h3>\n<div class=\"grid\">\n"
        lastGroup = tile.variant.group
      }
      html += figure(tile)
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

  /// One tile: the SVG, its caption, a link to the text wireframe and its marks.
  static func figure(_ tile: GalleryTile) -> String {
    let values = tile.variant.values
    var attributes = "class=\"tile\" data-file=\"\(escaped(tile.file))\""
    for (axis, value) in values { attributes += " data-\(axis.rawValue)=\"\(escaped(value))\"" }
    let marked = tile.truncatedCount > 0 || !tile.marks.isEmpty
    attributes += " data-marked=\"\(marked ? 1 : 0)\""
    let caption = values.map(\.value).joined(separator: " · ")
    var html = "<figure \(attributes)>\n"
    html +=
      "<a href=\"\(escaped(tile.svgPath))\"><img src=\"\(escaped(tile.svgPath))\" alt=\"\(escaped(caption))\" loading=\"lazy\"></a>\n"
    html += "<figcaption>\(escaped(caption)) · <a href=\"\(escaped(tile.textPath))\">text</a>"
    if tile.truncatedCount > 0 {
      html += "<br><span class=\"mark truncated\">\(tile.truncatedCount) truncated</span>"
    }
    for mark in tile.marks {
      let node = mark.path.map { " (\($0))" } ?? ""
      html +=
        "<br><span class=\"mark \(escaped(mark.severity))\" title=\"\(escaped(mark.message))\">\(escaped(mark.rule))\(escaped(node))</span>"
    }
    return html + "</figcaption>\n</figure>\n"
  }

  /// A filter: a labelled select of `values` with "all" first.
  private static func select(_ name: String, label: String, values: [String]) -> String {
    var html = "<label>\(label) <select name=\"\(name)\"><option value=\"\">all</option>"
    for value in values { html += "<option>\(escaped(value))</option>" }
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

  /// `text` escaped for HTML text and attributes, controls shown as stand-ins.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in Sanitizer.sanitize(text) {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
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
    .tile[data-marked="1"]{box-shadow:0 0 0 2px #ff9500}
    figcaption{font-size:11px;max-width:260px;margin-left:auto;margin-right:auto;color:#3a3a3c;margin-top:6px;text-align:center}
    .mark{font-weight:600}.truncated,.warning{color:#c93400}.error{color:#d70015}
    [hidden]{display:none!important}
    """

  /// Applies the filters in the form and in the address's fragment, and counts what is shown.
  static let script = """
    (function () {
      var form = document.getElementById('filters');
      var tiles = Array.prototype.slice.call(document.querySelectorAll('.tile'));
      var count = document.getElementById('count');
      var size = document.getElementById('size');
      function resize() {
        document.documentElement.style.setProperty('--tile', size.value + 'px');
      }
      function apply() {
        var wanted = {};
        Array.prototype.forEach.call(form.querySelectorAll('select'), function (s) {
          if (s.value) wanted[s.name] = s.value;
        });
        var marked = form.elements.marked.checked;
        var shown = 0;
        tiles.forEach(function (tile) {
          var ok = !marked || tile.dataset.marked === '1';
          for (var key in wanted) {
            var attribute = key.replace(/-([a-z])/g, function (m, c) { return c.toUpperCase(); });
            if (tile.dataset[attribute] !== wanted[key]) ok = false;
          }
          tile.hidden = !ok;
          if (ok) shown++;
        });
        Array.prototype.forEach.call(document.querySelectorAll('section.group, section.file'), function (s) {
          s.hidden = !s.querySelector('.tile:not([hidden])');
        });
        count.textContent = shown + ' of ' + tiles.length + ' variants';
        document.getElementById('empty').hidden = shown > 0;
        var parts = [];
        for (var k in wanted) parts.push(k + '=' + encodeURIComponent(wanted[k]));
        if (marked) parts.push('marked=1');
        if (size.value !== size.defaultValue) parts.push('size=' + size.value);
        var hash = parts.join('&');
        if (location.hash.slice(1) !== hash) {
          try { history.replaceState(null, '', hash ? '#' + hash : location.pathname); } catch (e) {}
        }
      }
      function read() {
        location.hash.slice(1).split('&').forEach(function (pair) {
          if (!pair) return;
          var at = pair.indexOf('=');
          var key = decodeURIComponent(pair.slice(0, at)), value = decodeURIComponent(pair.slice(at + 1));
          if (key === 'marked') form.elements.marked.checked = value === '1';
          else if (key === 'size') { size.value = value; resize(); }
          else if (form.elements[key]) form.elements[key].value = value;
        });
      }
      form.addEventListener('change', apply);
      size.addEventListener('input', resize);
      window.addEventListener('hashchange', function () { read(); apply(); });
      read();
      apply();
    })();
    """
}
