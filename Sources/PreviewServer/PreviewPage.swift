/// The live preview page: every spec, each of its environments side by side, following the
/// daemon's events (``PreviewEvents``) without ever reloading.
///
/// One self-contained document, no external scripts or styles. Pictures are replaced in place, so
/// the scroll position stays where the reader left it; a spec whose latest save has errors shows
/// them above its last good pictures, with their line and column.
enum PreviewPage {
    static func html(version: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>layoutd preview</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header>
        <h1>layoutd preview</h1>
        <span id="status">connecting…</span>
        <nav id="specs"></nav>
        <span id="controls">
        <input id="filter" type="search" placeholder="environments…" aria-label="show only environments whose name contains">
        <label><input id="outlines" type="checkbox" checked> changes</label>
        <span id="zoom">zoom <button data-zoom="fit">fit</button> <button data-zoom="0.25">25%</button> <button data-zoom="0.5">50%</button> <button data-zoom="1">100%</button></span>
        </span>
        </header>
        <div id="info" hidden></div>
        <main id="cards"><p class="empty">No specs yet: save a <code>*.layout.yaml</code> in a watched folder.</p></main>
        <script>
        "use strict";
        // layoutd \(version): the page follows /events (server-sent events) and never reloads.
        \(script)
        \(fitting)
        </script>
        </body>
        </html>

        """
    }
}
