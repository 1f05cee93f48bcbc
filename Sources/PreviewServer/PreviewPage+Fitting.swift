extension PreviewPage {
    /// The part of the page's script that sizes pictures and their labels.
    ///
    /// - At `fit`, the screens decide the scale, not the drawings, and a card's environments share
    ///   one scale, so that the same phone is the same size beside an iPad: the largest at which the
    ///   row holds every screen, but never so small that the smallest screen is under 200 pixels. A
    ///   carousel's pages beyond the screen are drawn beyond it, veiled, inside the picture's figure,
    ///   which is as wide as the screen and scrolls; it opens with the screen in view, whichever side
    ///   its off-screen content lies (right to left, the pages are to the left).
    /// - A label shows where it fits inside its element and clear of every label shown before it:
    ///   at 11 pixels, else at 9 (the smallest that reads), else as its element's index, else not at
    ///   all. Labels are never clipped and never overlap.
    /// - The header's height is kept in `--header-height`, so that a card a link scrolls to stops
    ///   below the header however many lines the header wraps onto.
    static let fitting = """
        // Scales a card's pictures: by their screens, one scale for the card (fit), or by the chosen zoom.
        function fitCard(found) {
          const row = found.querySelector(".environments");
          const figures = [...row.children].filter((figure) => !figure.hidden && figure.querySelector("svg"));
          const available = Math.max(row.clientWidth, 200);
          const pictures = figures.map((figure) => {
            const svg = figure.querySelector("svg");
            let box = (svg.dataset.drawing || "").split(" ").map(Number);
            if (box.length !== 4) box = [0, 0, Number(svg.getAttribute("width")), Number(svg.getAttribute("height"))];
            let bounds = (svg.dataset.bounds || "").split(" ").map(Number);
            if (bounds.length !== 4) bounds = box;
            // The screen and the margin around it: what fit shows whole.
            const focus = Math.min(box[2], bounds[2] + 32);
            return {figure, svg, box, bounds, focus};
          });
          // The gaps between pictures do not scale: what is left of the row is shared (a pixel spare
          // against rounding).
          const total = pictures.reduce((sum, picture) => sum + picture.focus, 0);
          const room = available - 16 * Math.max(0, figures.length - 1) - 1;
          const smallest = pictures.reduce((least, picture) => Math.min(least, picture.bounds[2]), Infinity);
          // 208: a screen keeps at least 200 pixels after the browser rounds the sizes.
          // A screen wider than the row at that scale (an iPad beside a phone in a narrow pane) scrolls
          // in its figure, centred, rather than shrink every other.
          const cardScale = Math.min(1, Math.max(room / Math.max(total, 1), 208 / Math.max(smallest, 1)));
          for (const picture of pictures) {
            const {figure, svg, box, bounds} = picture;
            const scale = zoomSetting === "fit" ? cardScale : Number(zoomSetting);
            svg.setAttribute("viewBox", box.join(" "));
            svg.style.width = box[2] * scale + "px";
            svg.style.height = box[3] * scale + "px";
            // The figure shows the screen; what lies beyond it scrolls into view.
            const shown = zoomSetting === "fit" ? picture.focus : box[2];
            figure.style.width = Math.min(shown * scale, available) + "px";
            figure.dataset.scale = String(scale);
            // The screen's centre in the middle of the figure, as far as the drawing goes.
            const centre = (bounds[0] + bounds[2] / 2 - box[0]) * scale;
            figure.scrollLeft = Math.max(0, Math.min(box[2] * scale - figure.clientWidth, centre - figure.clientWidth / 2));
            svg.style.setProperty("--label-size", 11 / scale + "px");
            const cell = svg.querySelector("rect.cell");
            const side = cell ? Math.min(Number(cell.getAttribute("width")), Number(cell.getAttribute("height"))) : 0;
            // Under 11 pixels an element holds no label, not even its index.
            svg.classList.toggle("tiny", side * scale < 11);
            fitLabels(svg, scale);
          }
        }

        // Shows each label as large as fits inside its element, clear of the labels already shown: at
        // 11 pixels, else 9, else its element's index at 9, else none. Each step measures all its
        // labels at once, then decides, so that the page lays out once a step.
        function fitLabels(svg, scale) {
          const labels = [...svg.querySelectorAll("text.label")];
          for (const label of labels) {
            label.classList.remove("hidden");
            label.style.fontSize = "";
            if (label.dataset.full !== undefined) label.textContent = label.dataset.full;
          }
          if (svg.classList.contains("tiny") || svg.getBoundingClientRect().width === 0) return;
          const pad = 2 / scale;
          const cellSize = 64 / scale;
          const shown = new Map();
          const placesOf = (box) => {
            const places = [];
            for (let x = Math.floor(box.x / cellSize); x <= Math.floor((box.x + box.width) / cellSize); x++) {
              for (let y = Math.floor(box.y / cellSize); y <= Math.floor((box.y + box.height) / cellSize); y++) {
                places.push(x + "," + y);
              }
            }
            return places;
          };
          const fits = (label, box) => {
            const frame = (label.dataset.frame || "").split(" ").map(Number);
            const inside = frame.length === 4 &&
              box.x >= frame[0] + pad && box.x + box.width <= frame[0] + frame[2] - pad &&
              box.y >= frame[1] && box.y + box.height <= frame[1] + frame[3];
            return inside && !placesOf(box).some((place) => (shown.get(place) || []).some((other) =>
              box.x < other.x + other.width + pad && other.x < box.x + box.width + pad &&
              box.y < other.y + other.height && other.y < box.y + box.height));
          };
          const steps = [
            (label) => true,
            (label) => { label.style.fontSize = 9 / scale + "px"; return true; },
            (label) => {
              const short = label.dataset.short;
              if (short === undefined || short === label.textContent) return false;
              label.dataset.full = label.textContent;
              label.textContent = short;
              return true;
            },
          ];
          let waiting = labels;
          const hidden = [];
          for (const step of steps) {
            const tried = [];
            for (const label of waiting) (step(label) ? tried : hidden).push(label);
            const boxes = tried.map((label) => label.getBBox());
            waiting = [];
            tried.forEach((label, index) => {
              const box = boxes[index];
              if (!fits(label, box)) {
                waiting.push(label);
                return;
              }
              for (const place of placesOf(box)) shown.set(place, [...(shown.get(place) || []), box]);
            });
          }
          for (const label of [...hidden, ...waiting]) label.classList.add("hidden");
        }

        // The sticky header's height, for the cards a link scrolls to.
        function measureHeader() {
          const header = document.querySelector("header");
          document.documentElement.style.setProperty("--header-height", header.offsetHeight + "px");
        }
        measureHeader();
        window.addEventListener("resize", measureHeader);
        new ResizeObserver(measureHeader).observe(document.querySelector("header"));
        """
}
