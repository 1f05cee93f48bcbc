import LayoutProtocol
import Testing

/// What `layoutd subscribe --spec` says of a pattern that matches none of the daemon's specs.
struct SpecGlobWarningTests {
    static let specs = ["photos.layout.yaml", "screens/home.layout.yaml", "screens/photos.layout.yaml"]

    @Test func aNameWithoutItsExtensionIsShownWhatItMeant() {
        #expect(
            SpecGlob.unmatchedWarning("photos", specs: Self.specs)
                == "warning: --spec 'photos' matches none of the daemon's 3 specs; did you mean 'photos.layout.yaml', 'screens/photos.layout.yaml'? Specs are named by their path from the watched folder, with `.layout.yaml`"
        )
        #expect(
            SpecGlob.unmatchedWarning("screens/home", specs: Self.specs)?
                .contains("did you mean 'screens/home.layout.yaml'?") == true
        )
    }

    @Test func anUnrelatedPatternIsShownHowNamesLook() {
        #expect(
            SpecGlob.unmatchedWarning("settings*", specs: Self.specs)
                == "warning: --spec 'settings*' matches none of the daemon's 3 specs (names are paths from the watched folder, like 'photos.layout.yaml'; `*` stays within a folder, `**` crosses folders); specs that appear later and match are still sent"
        )
    }

    @Test func aPatternThatMatchesOrADaemonWithoutSpecsGetsNoWarning() {
        #expect(SpecGlob.unmatchedWarning("**/photos.layout.yaml", specs: Self.specs) == nil)
        #expect(SpecGlob.unmatchedWarning("screens/*", specs: Self.specs) == nil)
        #expect(SpecGlob.unmatchedWarning("photos", specs: []) == nil)
    }
}
