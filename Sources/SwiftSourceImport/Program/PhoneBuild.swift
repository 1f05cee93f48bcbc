import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// The build the app runs as on an iPhone or an iPad: what its `#if` directives test.
///
/// An app that also builds for the Mac or another platform writes its layout for each in an
/// `#if` (`#if targetEnvironment(macCatalyst)` … `#else` … `#endif`); the code the phone runs is the
/// clause this build makes active, as the compiler picks it. A release build, as the App Store ships:
/// no custom condition (`DEBUG`) is set; every module imports but the other platforms' own.
struct PhoneBuild: BuildConfiguration {
    /// The modules that exist only on another platform: `#if canImport(AppKit)` is the Mac's code.
    static let otherPlatformsModules: Set<String> = [
        "AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "TVMLKit", "Glibc", "Musl", "WinSDK",
        "Android", "XCTest",
    ]

    func isCustomConditionSet(name: String) -> Bool { false }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { false }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return !Self.otherPlatformsModules.contains(module)
    }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    /// A device: neither the simulator nor Mac Catalyst.
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFileFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 1) }
}

extension PhoneBuild {
    /// `text` as the phone's build compiles it, and its tree: each `#if`'s directives, and the
    /// clauses this build leaves out, blanked to spaces (line breaks kept), so that every line and
    /// column the import reports is the file's own; `nil` where the file has no `#if`.
    static func activeCode(of tree: SourceFileSyntax, text: String) -> (text: String, tree: SourceFileSyntax)? {
        let finder = ConditionalBlocks(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.blocks.isEmpty else { return nil }
        var bytes = Array(text.utf8)
        func blank(_ start: AbsolutePosition, _ end: AbsolutePosition) {
            for index in start.utf8Offset..<min(end.utf8Offset, bytes.count)
            where bytes[index] != 10 && bytes[index] != 13 {
                bytes[index] = 32
            }
        }
        let build = PhoneBuild()
        for block in finder.blocks {
            let active = block.activeClause(in: build).clause
            for clause in block.clauses {
                // The directive and its condition.
                blank(
                    clause.poundKeyword.positionAfterSkippingLeadingTrivia,
                    clause.condition?.endPosition ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
                )
                if clause.id != active?.id, let elements = clause.elements {
                    blank(elements.position, elements.endPosition)
                }
            }
            blank(block.poundEndif.positionAfterSkippingLeadingTrivia, block.poundEndif.endPositionBeforeTrailingTrivia)
        }
        let active = String(decoding: bytes, as: UTF8.self)
        return (active, Parser.parse(source: active))
    }

    /// Every `#if` of a file, nested ones included.
    private final class ConditionalBlocks: SyntaxVisitor {
        var blocks: [IfConfigDeclSyntax] = []

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            blocks.append(node)
            return .visitChildren
        }
    }
}
