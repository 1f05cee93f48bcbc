/// The spec the language server's tests open, with frames worked by hand.
///
/// A 320-point-wide screen, items 100 × 50 with the flow layout's default 10-point spacings: three
/// items fit a row (3 × 100 + 2 × 10 = 320), so items sit at x = 0, 110, 220 and the fourth starts
/// the next row at y = 50 + 10 = 60; the section is 110 high. `itemSize` is on line 6 (5 from 0) at
/// column 3, `items: 4` on line 9.
public enum SmallGridSpec {
    public static let text = """
        environments:
          - name: small
            size: [320, 480]
            scale: 2
        layout:
          itemSize: [100, 50]
        sections:
          - id: grid
            items: 4

        """
}
