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
        :root { color-scheme: light dark; --muted: #6b7280; --line: #d1d5db; --error: #b91c1c; }
        body { margin: 0; font: 14px -apple-system, "Helvetica Neue", Arial, sans-serif; }
        header { position: sticky; top: 0; z-index: 1; display: flex; gap: 16px; align-items: baseline;
          padding: 10px 16px; background: Canvas; border-bottom: 1px solid var(--line); }
        header h1 { font-size: 16px; margin: 0; }
        #status { color: var(--muted); }
        #status.offline { color: var(--error); }
        nav { display: flex; flex-wrap: wrap; gap: 4px 12px; }
        nav a { color: inherit; text-decoration: none; border-bottom: 1px dotted var(--muted); }
        nav a.failing { color: var(--error); }
        main { padding: 8px 16px 48px; }
        .card { margin: 16px 0 28px; scroll-margin-top: 64px; }
        .card h2 { font-size: 15px; margin: 0 0 8px; }
        .card h2 .meta { font-weight: normal; color: var(--muted); margin-left: 8px; }
        .errors { margin: 0 0 10px; padding: 8px 12px 8px 28px; border-left: 4px solid var(--error);
          background: color-mix(in srgb, var(--error) 8%, Canvas); color: var(--error);
          font: 13px ui-monospace, Menlo, monospace; }
        .environments { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
        figure { margin: 0; flex: none; zoom: var(--zoom, 0.5); }
        #zoom { margin-left: auto; white-space: nowrap; color: var(--muted); }
        #zoom button { font: inherit; border: 1px solid var(--line); background: none; color: inherit;
          border-radius: 4px; padding: 1px 6px; cursor: pointer; }
        #zoom button[aria-pressed="true"] { background: color-mix(in srgb, CanvasText 12%, Canvas); }
        .card.failing figure { opacity: 0.45; }
        .empty { color: var(--muted); }
        </style>
        </head>
        <body>
        <header>
        <h1>layoutd preview</h1>
        <span id="status">connecting…</span>
        <nav id="specs"></nav>
        <span id="zoom">zoom <button data-zoom="0.25">25%</button> <button data-zoom="0.5">50%</button> <button data-zoom="1">100%</button></span>
        </header>
        <main id="cards"><p class="empty">No specs yet: save a <code>*.layout.yaml</code> in a watched folder.</p></main>
        <script>
        "use strict";
        // layoutd \(version): the page follows /events (server-sent events) and never reloads.
        const cards = document.getElementById("cards");
        const nav = document.getElementById("specs");
        const status = document.getElementById("status");
        const empty = cards.querySelector(".empty");
        let seen = null; // the specs sent since the stream (re)started, until "ready"

        function cardOf(spec) {
          for (const card of cards.querySelectorAll("section.card")) {
            if (card.dataset.spec === spec) return card;
          }
          return null;
        }

        function linkOf(spec) {
          for (const link of nav.querySelectorAll("a")) {
            if (link.dataset.spec === spec) return link;
          }
          return null;
        }

        // The spec's card, made in path order if it is new.
        function card(spec) {
          let found = cardOf(spec);
          if (found) return found;
          found = document.createElement("section");
          found.className = "card";
          found.dataset.spec = spec;
          found.id = "spec-" + spec;
          const title = document.createElement("h2");
          const name = document.createElement("span");
          name.textContent = spec;
          const meta = document.createElement("span");
          meta.className = "meta";
          title.append(name, meta);
          const errors = document.createElement("ol");
          errors.className = "errors";
          errors.hidden = true;
          const environments = document.createElement("div");
          environments.className = "environments";
          found.append(title, errors, environments);
          const after = [...cards.querySelectorAll("section.card")].find((other) => other.dataset.spec > spec);
          cards.insertBefore(found, after || null);
          const link = document.createElement("a");
          link.href = "#" + encodeURIComponent(found.id);
          link.dataset.spec = spec;
          link.textContent = spec.replace(/\\.layout\\.yaml$/, "");
          const next = [...nav.querySelectorAll("a")].find((other) => other.dataset.spec > spec);
          nav.insertBefore(link, next || null);
          return found;
        }

        function showPictures(event) {
          const found = card(event.spec);
          found.dataset.generation = event.generation;
          found.querySelector(".meta").textContent = "generation " + event.generation + " · " + event.clock;
          const row = found.querySelector(".environments");
          const names = new Set(event.environments.map((environment) => environment.name));
          for (const figure of [...row.children]) {
            if (!names.has(figure.dataset.environment)) figure.remove();
          }
          event.environments.forEach((environment, index) => {
            let figure = [...row.children].find((other) => other.dataset.environment === environment.name);
            if (!figure) {
              figure = document.createElement("figure");
              figure.dataset.environment = environment.name;
            }
            if (row.children[index] !== figure) row.insertBefore(figure, row.children[index] || null);
            figure.innerHTML = environment.svg;
          });
          showErrors(event.spec, []);
        }

        function showErrors(spec, errors) {
          const found = card(spec);
          const list = found.querySelector(".errors");
          list.replaceChildren(...errors.map((error) => {
            const item = document.createElement("li");
            const where = spec + ":" + error.line + ":" + error.column + ":";
            item.textContent = where + (error.path ? " " + error.path + ":" : "") + " " + error.message;
            return item;
          }));
          list.hidden = errors.length === 0;
          found.classList.toggle("failing", errors.length > 0);
          linkOf(spec).classList.toggle("failing", errors.length > 0);
          if (errors.length > 0 && !found.dataset.generation) {
            found.querySelector(".meta").textContent = "no layout yet";
          }
        }

        function remove(spec) {
          const found = cardOf(spec);
          if (found) found.remove();
          const link = linkOf(spec);
          if (link) link.remove();
        }

        function summarize() {
          const all = cards.querySelectorAll("section.card");
          const failing = cards.querySelectorAll("section.card.failing").length;
          empty.hidden = all.length > 0;
          status.className = "";
          status.textContent = "live · " + all.length + (all.length === 1 ? " spec" : " specs") +
            (failing ? " · " + failing + " with errors" : "");
          document.title = (failing ? "✗ " : "") + "layoutd preview";
        }

        function handle(kind, apply) {
          events.addEventListener(kind, (message) => {
            const data = JSON.parse(message.data);
            if (seen && data.spec) seen.add(data.spec);
            apply(data);
            summarize();
          });
        }

        // Pictures are drawn at 1:1 in points; the page shows them smaller to fit side by side.
        function zoom(scale) {
          document.documentElement.style.setProperty("--zoom", scale);
          for (const button of document.querySelectorAll("#zoom button")) {
            button.setAttribute("aria-pressed", String(button.dataset.zoom === scale));
          }
          try { localStorage.setItem("layoutd-zoom", scale); } catch (error) {}
        }
        for (const button of document.querySelectorAll("#zoom button")) {
          button.addEventListener("click", () => zoom(button.dataset.zoom));
        }
        let savedZoom = null;
        try { savedZoom = localStorage.getItem("layoutd-zoom"); } catch (error) {}
        zoom(savedZoom || "0.5");

        const events = new EventSource("events");
        events.addEventListener("reset", () => { seen = new Set(); });
        events.addEventListener("ready", () => {
          // What the daemon no longer has went away while the page was disconnected.
          for (const found of [...cards.querySelectorAll("section.card")]) {
            if (seen && !seen.has(found.dataset.spec)) remove(found.dataset.spec);
          }
          seen = null;
          summarize();
        });
        handle("pictures", showPictures);
        handle("errors", (event) => showErrors(event.spec, event.errors));
        handle("removed", (event) => remove(event.spec));
        events.onerror = () => {
          status.className = "offline";
          status.textContent = "disconnected; reconnecting…";
        };
        </script>
        </body>
        </html>

        """
    }
}
