import SpecWatcher
import Testing

@Suite struct SpecNameTests {
    @Test(arguments: ["home.layout.yaml", "a.layout.yml", "photos-2.layout.yaml"])
    func specs(_ name: String) {
        #expect(SpecName.isSpec(name))
    }

    /// Editors' side files (vim, JetBrains IDEs, Emacs and the like), several of which end like a spec.
    @Test(arguments: [
        ".home.layout.yaml.swp", ".home.layout.yaml.swx", "home.layout.yaml~", "4913", "5036",
        ".#home.layout.yaml", "#home.layout.yaml#", "home.layout.yaml___jb_tmp___", "home.layout.yaml___jb_old___",
        ".home.layout.yaml.tmp.123", "home.yaml", "layout.yaml", ".layout.yaml",
    ])
    func notSpecs(_ name: String) {
        #expect(!SpecName.isSpec(name))
    }

    /// The side files themselves, whatever their names end with; and names that only look close.
    @Test func editorFiles() {
        let sideFiles = [
            ".home.layout.yaml.swp", ".home.layout.yaml.swx", "home.layout.yaml~", "4913", "5036",
            ".#home.layout.yaml", "#home.layout.yaml#", "home.layout.yaml___jb_tmp___",
            "a___jb_old___.layout.yaml", ".home.layout.yaml.tmp.123", ".tmp",
        ]
        for name in sideFiles { #expect(SpecName.isEditorFile(name), "\(name)") }
        let others = ["home.layout.yaml", "a.tmp.layout.yaml", "#", "49a3", "home.swp.layout.yaml", "__jb_tmp__", ""]
        for name in others { #expect(!SpecName.isEditorFile(name), "\(name)") }
    }
}
