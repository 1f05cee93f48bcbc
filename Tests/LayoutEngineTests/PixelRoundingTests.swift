import LayoutEngine
import Testing

struct PixelRoundingTests {
    @Test(arguments: [
        (112.5, 1.0, 113.0),
        (112.5, 2.0, 112.5),
        (-40.5, 1.0, -41.0),
        (0.25, 2.0, 0.5),
        (0.2, 2.0, 0.0),
        (205.8, 3.0, 617.0 / 3.0),
    ])
    func roundsHalvesAwayFromZeroAtTheScreenScale(value: Double, scale: Double, expected: Double) {
        #expect(roundToPixel(value, scale: scale) == expected)
    }
}
