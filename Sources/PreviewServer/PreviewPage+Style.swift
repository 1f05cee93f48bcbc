extension PreviewPage {
    /// The page's style sheet.
    ///
    /// Pictures keep their own colours; the page sizes them (``script``), writes each caption above
    /// its picture at the page's text size, sizes the cell labels so that they read at 11 pixels
    /// whatever the zoom, and hides labels where the cells are too small on screen to hold them.
    static let style = """
        :root { color-scheme: light dark; --muted: #6b7280; --line: #d1d5db; --error: #b91c1c; }
        body { margin: 0; font: 14px -apple-system, "Helvetica Neue", Arial, sans-serif; }
        header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px 16px;
          align-items: baseline; padding: 10px 16px; background: Canvas; border-bottom: 1px solid var(--line); }
        header h1 { font-size: 16px; margin: 0; }
        #status { color: var(--muted); }
        #status.offline { color: var(--error); }
        nav { display: flex; flex-wrap: wrap; gap: 4px 12px; }
        nav a { color: inherit; text-decoration: none; border-bottom: 1px dotted var(--muted); }
        nav a.failing { color: var(--error); }
        #controls { margin-left: auto; display: flex; gap: 12px; align-items: baseline; white-space: nowrap;
          color: var(--muted); }
        #filter { font: inherit; width: 11em; padding: 1px 6px; border: 1px solid var(--line); border-radius: 4px;
          background: none; color: CanvasText; }
        #zoom button { font: inherit; border: 1px solid var(--line); background: none; color: inherit;
          border-radius: 4px; padding: 1px 6px; cursor: pointer; }
        #zoom button[aria-pressed="true"] { background: color-mix(in srgb, CanvasText 12%, Canvas); color: CanvasText; }
        main { padding: 8px 16px 48px; }
        .card { margin: 16px 0 28px; scroll-margin-top: calc(var(--header-height, 48px) + 8px); }
        .card h2 { font-size: 15px; margin: 0 0 8px; }
        .card h2 .meta { font-weight: normal; color: var(--muted); margin-left: 8px; }
        .errors { margin: 0 0 10px; padding: 8px 12px 8px 28px; border-left: 4px solid var(--error);
          background: color-mix(in srgb, var(--error) 8%, Canvas); color: var(--error);
          font: 13px ui-monospace, Menlo, monospace; }
        .environments { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; flex: none; min-width: 0; max-width: 100%; overflow-x: auto; overflow-y: hidden; }
        figure[hidden] { display: none; }
        figcaption { font-size: 13px; margin: 0 0 4px; overflow-wrap: anywhere; }
        figcaption .details { display: block; font-size: 12px; color: var(--muted); }
        figure svg { display: block; }
        figure svg text.caption { display: none; }
        figure svg text.label { font-size: var(--label-size, 10px); pointer-events: none; }
        figure svg text.label.hidden { display: none; }
        figure svg .beyond, figure svg .unsafe, figure svg .bounds { pointer-events: none; }
        figure svg.tiny g.labels { display: none; }
        figure svg rect[data-line] { cursor: pointer; }
        figure svg rect:hover { stroke-width: 3; }
        body.hide-changes figure svg .cell.changed { stroke: #007aff; stroke-width: 1; }
        body.hide-changes figure svg .header.changed { stroke: #34c759; stroke-width: 1; }
        body.hide-changes figure svg .footer.changed { stroke: #ff9500; stroke-width: 1; }
        body.hide-changes figure svg .supplementary.changed { stroke: #af52de; stroke-width: 1; }
        body.hide-changes figure svg .background.changed { stroke: #d1d1d6; stroke-width: 1; }
        .card.failing figure { opacity: 0.45; }
        .empty { color: var(--muted); }
        #info { position: fixed; z-index: 3; max-width: 420px; padding: 6px 10px; border-radius: 6px;
          background: Canvas; color: CanvasText; border: 1px solid var(--line); box-shadow: 0 2px 8px #0003;
          font: 12px ui-monospace, Menlo, monospace; pointer-events: none; white-space: pre-wrap; }
        #info.pinned { pointer-events: auto; }
        #info a { color: inherit; }
        """
}
