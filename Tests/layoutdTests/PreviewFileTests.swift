import Foundation
import Glibc
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The pictures the daemon writes beside each layout, and `layoutd render`.
@Suite struct PreviewFileTests {
    /// The classes of a picture's `rect`s with their sections and items; parsing fails on anything
    /// that is not well-formed XML.
    final class Picture: NSObject, XMLParserDelegate {
        var rects: [(classes: [String], section: String?, item: Int?)] = []

        init(_ url: URL) throws {
            super.init()
            let parser = try #require(XMLParser(contentsOf: url))
            parser.delegate = self
            guard parser.parse() else { throw Failure("\(url.lastPathComponent) is not well-formed XML") }
        }

        init(text: String) throws {
            super.init()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = self
            guard parser.parse() else { throw Failure("not well-formed XML") }
        }

        func parser(
            _ parser: XMLParser,
            didStartElement name: String,
            namespaceURI: String?,
            qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard name == "rect" else { return }
            rects.append(
                (
                    (attributes["class"] ?? "").split(separator: " ").map(String.init), attributes["data-section"],
                    attributes["data-item"].flatMap { Int($0) }
                )
            )
        }

        func count(_ style: String) -> Int { rects.filter { $0.classes.first == style }.count }
        var changed: [String] {
            rects.filter { $0.classes.contains("changed") }.map { "\($0.section ?? "") \($0.item ?? -1)" }
        }
    }

    @Test func renderDrawsEveryEnvironmentOrTheOneAskedFor() throws {
        let frames = try LayoutdBinary.run([
            "compute", "examples/photos.layout.yaml", "--environment", "narrow", "--format", "text",
        ])
        let cells = frames.stdout.split(separator: "\n").filter { $0.hasPrefix("  cell ") }.count
        let printed = try LayoutdBinary.run(["render", "examples/photos.layout.yaml", "--environment", "narrow"])
        #expect(printed.status == 0)
        let picture = try Picture(text: printed.stdout)
        #expect(picture.count("cell") == cells && cells > 0)
        #expect(printed.stdout.contains("examples/photos.layout.yaml — narrow"))

        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("photos.svg")
        let written = try LayoutdBinary.run([
            "render", "examples/photos.layout.yaml", "--environment", "narrow", "-o", file.path,
        ])
        #expect(written.status == 0 && written.stdout.isEmpty)
        #expect(try Picture(file).count("cell") == cells)

        // Without --environment: one ENV.svg for each environment, in the folder given.
        let environments =
            try #require(
                try JSONSerialization.jsonObject(
                    with: Data(LayoutdBinary.run(["compute", "examples/photos.layout.yaml"]).stdout.utf8)
                ) as? [String: Any]
            )["environments"] as? [[String: Any]]
        let names = try #require(environments).compactMap { $0["name"] as? String }
        #expect(names.count >= 2)
        let pictures = folder.appendingPathComponent("pictures")
        let every = try LayoutdBinary.run(["render", "examples/photos.layout.yaml", "-o", pictures.path])
        #expect(every.status == 0, "\(every.stderr)")
        #expect(
            every.stdout.split(separator: "\n").map(String.init)
                == names.map { pictures.appendingPathComponent("\($0).svg").path }
        )
        for name in names {
            let picture = try Picture(pictures.appendingPathComponent("\(name).svg"))
            #expect(picture.count("cell") > 0)
        }

        let unknown = try LayoutdBinary.run(["render", "examples/photos.layout.yaml", "--environment", "nope"])
        #expect(unknown.status == 1 && unknown.stderr.contains("no environment named \"nope\""))
    }
}
