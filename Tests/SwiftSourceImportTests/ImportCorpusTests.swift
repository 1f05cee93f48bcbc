import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat
import SpecImport
import SwiftSourceImport
import Testing

/// `layoutd import` on the corpus of `Tests/ImportFixtures/Corpus`: view controllers and layout files
/// written in the shapes real apps give their layout code (section providers switching on the app's
/// own section types, helpers in extensions and other files, `UX` constants, flow layout subclasses,
/// `sizeForItemAt` delegates, storyboards), each folder one app's files, read together.
///
/// Each folder holds the spec import must give (`expected.yaml`, several separated by `---`), every
/// warning and error it must say (`warnings.txt`, exactly, in order), and in its files' comments
/// frames worked out by hand from the code, which the spec must lay out to:
/// `frame: SPEC ENVIRONMENT section ID ELEMENT = x y width height`.
struct ImportCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ImportFixtures/Corpus")

    static var apps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter {
            !$0.hasPrefix(".")
        }.sorted()
    }

    @Test func theCorpusHoldsTheShapesOfRealApps() {
        #expect(Self.apps.count >= 18)
    }

    @Test(arguments: apps)
    func importGivesTheAppsSpecWarningsAndFrames(app: String) throws {
        let folder = Self.root.appendingPathComponent(app)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var specs: [(name: String, text: String)] = []
        var said: [String] = []
        var sources: [(text: String, file: String)] = []
        var texts: [String] = []
        // The nibs beside the code, which it may load by name.
        var nibs: [String: SwiftSourceImport.Nib] = [:]
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            if name.hasSuffix(".swift") {
                sources.append((text, name))
                texts.append(text)
            } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                texts.append(text)
                if name.hasSuffix(".xib"),
                    let views = try? InterfaceBuilderImport.topLevelViews(in: Data(text.utf8), file: name)
                {
                    nibs[InterfaceBuilderImport.stem(of: name)] = .init(file: name, views: views)
                }
                do {
                    let imported = try InterfaceBuilderImport.specs(in: Data(text.utf8), file: name)
                    said += imported.warnings.map(\.description)
                    specs += imported.specs.map { ($0.name, $0.text) }
                } catch {
                    said.append(error.description)
                }
            }
        }
        if !sources.isEmpty {
            let imported = SwiftSourceImport.specs(in: sources, nibs: nibs)
            said += imported.warnings.map(\.description) + imported.failures.map(\.description)
            specs += imported.specs.map { ($0.name, $0.text) }
        }
        let expectedFile = folder.appendingPathComponent("expected.yaml")
        // `RECORD_IMPORT=1` writes what import gives as the expected specs, for review in the diff.
        if ProcessInfo.processInfo.environment["RECORD_IMPORT"] == "1" {
            try specs.map(\.text).joined(separator: "---\n").write(to: expectedFile, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
        #expect(specs.map(\.text).joined(separator: "---\n") == expected)
        let warnings = try String(contentsOf: folder.appendingPathComponent("warnings.txt"), encoding: .utf8)
        #expect(said == warnings.split(separator: "\n").map(String.init))
        // The frames worked by hand.
        let frames = Self.frames(in: texts)
        #expect(frames.count >= 2, "\(app): two frames worked by hand")
        for frame in frames {
            guard let spec = specs.first(where: { $0.name == frame.spec }) else {
                Issue.record("\(app): no spec \(frame.spec)")
                continue
            }
            let document = try SpecParser().parse(spec.text, file: spec.name + ".layout.yaml")
            let text = LayoutText.render(layOut(document))
            let actual = Self.element(frame.element, section: frame.section, environment: frame.environment, in: text)
            #expect(
                actual.map { Self.close($0, frame.rect) } == true,
                "\(app): \(frame.line) — laid out at \(actual ?? [])"
            )
        }
    }

    struct Frame {
        var line: String
        var spec: String
        var environment: String
        var section: String
        var element: String
        var rect: [Double]
    }

    /// `frame: Posters iphone-17 section 0 cell 1 = 142 16 118 177` lines, in any comment (a line of
    /// a Swift comment, or of an XML one).
    static func frames(in texts: [String]) -> [Frame] {
        var frames: [Frame] = []
        for text in texts {
            for line in text.split(separator: "\n") {
                let comment = line.drop { $0 == " " }
                guard comment.hasPrefix("//") || comment.hasPrefix("<!--") || comment.hasPrefix("frame: "),
                    let start = line.range(of: "frame: "),
                    let equals = line[start.upperBound...].range(of: " = ")
                else { continue }
                let words = line[start.upperBound..<equals.lowerBound].split(separator: " ").map(String.init)
                let rect = line[equals.upperBound...].split(separator: " ").prefix(4).compactMap { Double($0) }
                guard words.count >= 5, words[2] == "section", rect.count == 4 else { continue }
                frames.append(
                    Frame(
                        line: String(line[start.lowerBound...]),
                        spec: words[0],
                        environment: words[1],
                        section: words[3],
                        element: words[4...].joined(separator: " "),
                        rect: rect
                    )
                )
            }
        }
        return frames
    }

    /// The frame of `element` (`cell 1`, `header`) of a section in an environment of the text form.
    static func element(_ element: String, section: String, environment: String, in text: String) -> [Double]? {
        var inEnvironment = false
        var inSection = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("environment ") {
                inEnvironment = line.split(separator: " ")[1] == environment
                inSection = false
            } else if line.hasPrefix("section ") {
                inSection = inEnvironment && line.dropFirst("section ".count) == section
            } else if inSection, line.hasPrefix("  "), line.dropFirst(2).hasPrefix(element + " ") {
                let numbers = line.split(separator: " ").compactMap { Double($0) }
                return Array(numbers.suffix(4))
            }
        }
        return nil
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == 4 && b.count == 4 && zip(a, b).allSatisfy { abs($0 - $1) < 0.01 }
    }
}
