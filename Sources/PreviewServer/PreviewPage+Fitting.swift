extension PreviewPage {
    /// The part of the page's script that sizes pictures and their labels.
    ///
    /// - At `fit`, the screen decides the scale, not the drawing: a carousel's pages beyond the
    ///   screen would otherwise shrink the phone to a sliver. The screens of a card share the row,
    ///   each at least 200 pixels wide and never wider than the row; what lies beyond a screen is
    ///   drawn beyond it, veiled, and a picture wider than the row scrolls inside its figure.
    /// - A label shows only where it fits inside its element and clear of every label shown before
    ///   it (the elements below first): labels are never clipped and never overlap.
    /// - The header's height is kept in `--header-height`, so that a card a link scrolls to stops
    ///   below the header however many lines the header wraps onto.
    static let fitting = """
        // Scales a card's pictures: by their screens (fit), or by the chosen zoom.
        function fitCard(found) {
          const row = found.querySelector(".environments");
          const figures = [...row.children].filter((figure) => !figure.hidden && figure.querySelector("svg"));
          const available = Math.max(row.clientWidth, 200);
          const pictures = figures.map((figure) => {
            const svg = figure.querySelector("svg");
            let box = (svg.dataset.drawing || "").split(" ").map(Number);
            if (box.length !== 4) box = [0, 0, Number(svg.getAttribute("width")), Number(svg.getAttribute("height"))];
            const bounds = (svg.dataset.bounds || "").split(" ").map(Number);
            const screen = bounds.length === 4 ? bounds[2] : box[2];
            // The screen and the margin around it: what fit shows whole.
            const focus = Math.min(box[2], screen + 32);
            return {figure, svg, box, screen, focus};
          });
          // The gaps between pictures do not scale: what is left of the row is shared (a pixel spare
          // against rounding).
          const total = pictures.reduce((sum, picture) => sum + picture.focus, 0);
          const room = available - 16 * Math.max(0, figures.length - 1) - 1;
          const shared = Math.min(1, Math.max(0.2, room / Math.max(total, 1)));
          for (const picture of pictures) {
            const {figure, svg, box} = picture;
            let scale = Number(zoomSetting);
            if (zoomSetting === "fit") {
              // 208: a screen keeps at least 200 pixels after the browser rounds the sizes.
              scale = Math.max(shared, Math.min(1, 208 / Math.max(picture.screen, 1)));
              scale = Math.min(scale, (available - 1) / Math.max(picture.focus, 1));
            }
            svg.setAttribute("viewBox", box.join(" "));
            svg.style.width = box[2] * scale + "px";
            svg.style.height = box[3] * scale + "px";
            figure.style.width = Math.min(box[2] * scale, available) + "px";
            figure.dataset.scale = String(scale);
            // Labels read at 11 pixels on screen, where the elements are large enough to hold them.
            svg.style.setProperty("--label-size", 11 / scale + "px");
            const cell = svg.querySelector("rect.cell");
            const side = cell ? Math.min(Number(cell.getAttribute("width")), Number(cell.getAttribute("height"))) : 0;
            svg.classList.toggle("tiny", side * scale < 14);
            fitLabels(svg, scale);
          }
        }

        // Shows the labels that fit inside their element, clear of the labels already shown; the
        // boxes are measured all at once, then the labels hidden, so that the page lays out once.
        function fitLabels(svg, scale) {
          const labels = [...svg.querySelectorAll("text.label")];
          for (const label of labels) label.classList.remove("hidden");
          if (svg.classList.contains("tiny") || svg.getBoundingClientRect().width === 0) return;
          const boxes = labels.map((label) => label.getBBox());
          const pad = 2 / scale;
          const cellSize = 64 / scale;
          const shown = new Map();
          labels.forEach((label, index) => {
            const box = boxes[index];
            const frame = (label.dataset.frame || "").split(" ").map(Number);
            let fits = frame.length === 4 &&
              box.x >= frame[0] + pad && box.x + box.width <= frame[0] + frame[2] - pad &&
              box.y >= frame[1] && box.y + box.height <= frame[1] + frame[3];
            // The grid cells a box covers, where the boxes shown are kept.
            const places = [];
            for (let x = Math.floor(box.x / cellSize); x <= Math.floor((box.x + box.width) / cellSize); x++) {
              for (let y = Math.floor(box.y / cellSize); y <= Math.floor((box.y + box.height) / cellSize); y++) {
                places.push(x + "," + y);
              }
            }
            if (fits) {
              fits = !places.some((place) => (shown.get(place) || []).some((other) =>
                box.x < other.x + other.width + pad && other.x < box.x + box.width + pad &&
                box.y < other.y + other.height && other.y < box.y + box.height));
            }
            if (!fits) {
              label.classList.add("hidden");
              return;
            }
            for (const place of places) shown.set(place, [...(shown.get(place) || []), box]);
          });
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
