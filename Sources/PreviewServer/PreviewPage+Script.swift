extension PreviewPage {
    /// The page's script: follows `/events`, keeps one card per spec and one figure per environment,
    /// and sizes, filters and explains the pictures.
    ///
    /// - Zoom: `fit` (the default) scales a card's pictures so that they share the page's width,
    ///   down to a fifth of their size, and wrap onto more rows past that; 25 %, 50 % and 100 % are
    ///   fixed. The choice is remembered by the browser.
    /// - Hovering an element shows its kind, index, section, exact frame and the spec's
    ///   `file:line:column`; clicking it opens the spec there (`vscode://file/…:line:column`) and
    ///   keeps the box, whose text can be copied, until the next click elsewhere.
    static let script = """
        const cards = document.getElementById("cards");
        const nav = document.getElementById("specs");
        const status = document.getElementById("status");
        const empty = cards.querySelector(".empty");
        const info = document.getElementById("info");
        const filter = document.getElementById("filter");
        let seen = null; // the specs sent since the stream (re)started, until "ready"
        let zoomSetting = "fit";

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
            caption(figure, environment.name);
          });
          filterFigures(found);
          fitCard(found);
          showErrors(event.spec, []);
        }

        // The picture's caption, written above it at the page's size: the environment and its details.
        function caption(figure, name) {
          const lines = [...figure.querySelectorAll("svg text.caption")].map((text) => text.textContent);
          const element = document.createElement("figcaption");
          const title = document.createElement("strong");
          title.textContent = name;
          const details = document.createElement("span");
          details.className = "details";
          // The bounds and scale under the name; the device, traits and sizes on hover.
          const parts = (lines[1] || "").split(" · ");
          details.textContent = parts.find((part) => part.startsWith("bounds ")) || "";
          element.title = lines[1] || "";
          element.append(title, details);
          figure.prepend(element);
        }

        function fitAll() {
          for (const found of cards.querySelectorAll("section.card")) fitCard(found);
        }

        // Shows only the environments whose name contains the filter's text.
        function filterFigures(found) {
          const text = filter.value.trim().toLowerCase();
          for (const figure of found.querySelectorAll("figure")) {
            figure.hidden = text !== "" && !figure.dataset.environment.toLowerCase().includes(text);
          }
        }
        filter.addEventListener("input", () => {
          for (const found of cards.querySelectorAll("section.card")) filterFigures(found);
          fitAll();
        });

        const outlines = document.getElementById("outlines");
        outlines.addEventListener("change", () => document.body.classList.toggle("hide-changes", !outlines.checked));

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

        // What an element is, where it is, and where the spec wrote it.
        function describe(rect) {
          const svg = rect.ownerSVGElement;
          const figure = rect.closest("figure");
          const found = rect.closest("section.card");
          const kind = rect.dataset.kind || rect.getAttribute("class").split(" ")[0];
          // Rounded to the screen's pixels, as UIKit places them, and written short.
          const scale = Number(svg.dataset.scale) || 1;
          const frame = "[" + ["x", "y", "width", "height"]
            .map((name) => String(Number((Math.round(Number(rect.getAttribute(name)) * scale) / scale).toFixed(2))))
            .join(", ") + "]";
          const lines = [
            kind + (rect.dataset.item !== undefined ? " " + rect.dataset.item : "") +
              (rect.dataset.section !== undefined ? " · section " + rect.dataset.section : "") +
              " · " + figure.dataset.environment,
            "frame " + frame,
          ];
          if (rect.dataset.estimated) {
            lines.push("height is UIKit's estimate: the spec gives no measured size (measuredSize, or a list's headerHeight / footerHeight)");
          }
          let link = null;
          if (rect.dataset.line) {
            const file = svg.dataset.file || found.dataset.spec;
            const place = file + ":" + rect.dataset.line + ":" + rect.dataset.column;
            lines.push(place);
            if (svg.dataset.file) link = "vscode://file" + encodeURI(svg.dataset.file) + ":" + rect.dataset.line + ":" + rect.dataset.column;
          }
          return {text: lines.join("\\n"), link};
        }

        function showInfo(rect, x, y, pinned) {
          const described = describe(rect);
          info.textContent = described.text;
          if (described.link) {
            const anchor = document.createElement("a");
            anchor.href = described.link;
            anchor.textContent = "open in VS Code";
            info.append("\\n", anchor);
          }
          info.hidden = false;
          info.classList.toggle("pinned", pinned);
          info.style.left = Math.min(x + 14, window.innerWidth - 300) + "px";
          info.style.top = Math.min(y + 14, window.innerHeight - 80) + "px";
          return described;
        }

        // Hands a link to the system (VS Code takes vscode://); a test may watch this.
        window.layoutdOpen = (url) => { window.location.href = url; };

        cards.addEventListener("mouseover", (event) => {
          const rect = event.target.closest("figure svg rect[data-section], figure svg rect.cell");
          if (rect && !info.classList.contains("pinned")) showInfo(rect, event.clientX, event.clientY, false);
        });
        cards.addEventListener("mouseout", (event) => {
          if (!info.classList.contains("pinned") && event.target.closest("figure svg rect")) info.hidden = true;
        });
        document.addEventListener("click", (event) => {
          const rect = event.target.closest && event.target.closest("figure svg rect[data-line]");
          if (!rect) {
            if (!info.contains(event.target)) { info.hidden = true; info.classList.remove("pinned"); }
            return;
          }
          const described = showInfo(rect, event.clientX, event.clientY, true);
          if (described.link) window.layoutdOpen(described.link);
        });

        function handle(kind, apply) {
          events.addEventListener(kind, (message) => {
            const data = JSON.parse(message.data);
            if (seen && data.spec) seen.add(data.spec);
            apply(data);
            summarize();
          });
        }

        function zoom(setting) {
          zoomSetting = setting;
          for (const button of document.querySelectorAll("#zoom button")) {
            button.setAttribute("aria-pressed", String(button.dataset.zoom === setting));
          }
          try { localStorage.setItem("layoutd-zoom", setting); } catch (error) {}
          fitAll();
        }
        for (const button of document.querySelectorAll("#zoom button")) {
          button.addEventListener("click", () => zoom(button.dataset.zoom));
        }
        let savedZoom = null;
        try { savedZoom = localStorage.getItem("layoutd-zoom"); } catch (error) {}
        zoom(["fit", "0.25", "0.5", "1"].includes(savedZoom) ? savedZoom : "fit");
        window.addEventListener("resize", fitAll);

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
        """
}
