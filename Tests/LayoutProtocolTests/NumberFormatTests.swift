import LayoutProtocol
import Testing

struct NumberFormatTests {
    @Test(arguments: [
        (10.0, "10"),
        (0.0, "0"),
        (-40.0, "-40"),
        (112.5, "112.5"),
        (338.0 / 3.0, "112.66666666666667"),
        (748.0 / 3.0, "249.33333333333334"),
        (0.1 + 0.2, "0.30000000000000004"),
    ])
    func printsTheShortestFormThatReadsBack(value: Double, expected: String) {
        #expect(formatNumber(value) == expected)
        #expect(Double(formatNumber(value)) == value)
    }
}
