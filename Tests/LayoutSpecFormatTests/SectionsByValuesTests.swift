import LayoutEngine
import Testing

@testable import LayoutSpecFormat

/// A section read in one environment stands for every environment that gives the expressions its read
/// evaluated the same values, and for no other.
struct SectionsByValuesTests {
    static func environment(_ device: String, _ orientation: Orientation = .portrait) throws -> ExpressionEnvironment {
        let preset = try #require(DevicePreset.named(device))
        return ExpressionEnvironment(
            preset.environment(orientation: orientation),
            scrollsVertically: true,
            reference: nil
        )
    }

    static func compiled(_ text: String, _ scope: ExpressionScope) throws -> CompiledExpression {
        try scope.compile(text, expecting: .float).get().expression
    }

    static func section(_ id: String, width: Double) -> Section {
        Section(id: SectionID(id), items: [ItemRun(size: Size(width: width, height: 50), count: 1)])
    }

    /// The trace a read in `environment` makes of `expressions`, in order.
    static func trace(
        _ expressions: [CompiledExpression],
        in environment: ExpressionEnvironment
    ) throws -> [ExpressionScope.TraceEntry] {
        try expressions.map { expression in
            ExpressionScope.TraceEntry(
                expression: expression,
                value: try expression.evaluate(in: environment),
                slot: nil
            )
        }
    }

    @Test func aReadStandsForTheEnvironmentsGivingItsExpressionsTheSameValues() throws {
        let scope = ExpressionScope()
        let quarter = try Self.compiled("collectionView.bounds.width / 4", scope)
        // iPhone 15 and iPhone 15 Pro: 393 points wide; the iPad 820; the iPhone 15 turned, 852.
        let phone = try Self.environment("iPhone 15")
        let pro = try Self.environment("iPhone 15 Pro")
        let pad = try Self.environment("iPad (10th generation)")
        let turned = try Self.environment("iPhone 15", .landscape)
        var reads = SectionsByValues()
        #expect(reads.section(in: phone) == nil)
        reads.record(try Self.trace([quarter], in: phone), gave: Self.section("a", width: 98.25))
        #expect(reads.section(in: pro) == Self.section("a", width: 98.25))
        #expect(reads.section(in: pad) == nil)
        reads.record(try Self.trace([quarter], in: pad), gave: Self.section("a", width: 205))
        #expect(reads.section(in: pad) == Self.section("a", width: 205))
        #expect(reads.section(in: phone) == Self.section("a", width: 98.25))
        #expect(reads.section(in: turned) == nil)
    }

    /// A read that evaluated a second expression only for some values of the first: the second is
    /// asked only on that branch, and the section stands only where both agree.
    @Test func aLookupFollowsTheValuesEachExpressionTook() throws {
        let scope = ExpressionScope()
        let wide = try Self.compiled("collectionView.bounds.width > 500 ? 1 : 0", scope)
        let height = try Self.compiled("collectionView.bounds.height", scope)
        let phone = try Self.environment("iPhone 15")
        let pad = try Self.environment("iPad (10th generation)")
        let turnedPad = try Self.environment("iPad (10th generation)", .landscape)
        var reads = SectionsByValues()
        reads.record(try Self.trace([wide], in: phone), gave: Self.section("narrow", width: 1))
        reads.record(try Self.trace([wide, height], in: pad), gave: Self.section("tall", width: 2))
        #expect(reads.section(in: phone) == Self.section("narrow", width: 1))
        #expect(reads.section(in: pad) == Self.section("tall", width: 2))
        // Wide as the iPad in portrait, but of another height: no read of it is recorded.
        #expect(reads.section(in: turnedPad) == nil)
        reads.record(try Self.trace([wide, height], in: turnedPad), gave: Self.section("short", width: 3))
        #expect(reads.section(in: turnedPad) == Self.section("short", width: 3))
        #expect(reads.section(in: pad) == Self.section("tall", width: 2))
    }
}
