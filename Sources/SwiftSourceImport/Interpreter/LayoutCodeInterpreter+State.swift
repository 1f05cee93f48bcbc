import SwiftSyntax

/// What the interpreter holds as it follows the code, a value for each concern.
extension LayoutCodeInterpreter {
    /// The section being read, and what the reading found of the app's sections.
    struct SectionReading {
        /// The index of the section a provider is being read for, while it is.
        var sectionBeingRead: Int?
        /// The most cases of a `switch` on a value only the app knows met while reading a section: the
        /// sections the provider makes, one a case.
        var unknownSwitchCases = 0
        /// One more than the largest number the section's index was compared with while reading
        /// sections (`sectionIndex == lastSectionIndex`): the sections the provider makes at least.
        var comparedSections = 0
        /// The most cases of an enumeration made from a raw value while reading a section
        /// (`Section(rawValue: sectionIndex)`): the sections the provider makes.
        var sectionEnumerationCases = 0
        /// The case of the app's section enumeration the section being read is, where the provider
        /// switches on one: the spec's id of the section.
        var sectionKind: String?
        /// The case each value only the app knows was read as for the section being read, by the
        /// text of its origin: a switch on it after a member asked of it (`section?.headerHeight`,
        /// then `switch section`) reads the same case.
        var kindsRead: [String: ReadValue] = [:]
        /// Whether the provider being read reads its section index: one that does not gives every
        /// section alike, so what only the app knows that it switches on is no section's kind.
        var providerReadsIndex = true
        /// The type whose delegate method is read, while one is: the screen a helper it installed itself
        /// into sees as its host.
        var screenBeingRead: String?
        /// The flow section a delegate method is run for, while it is (``flowSectionCase``).
        var flowSectionBeingRead: Int?
        /// The most cases of a section-kind enumeration a flow delegate switched on: its sections.
        var flowSectionKinds = 0
        /// Each flow section's kind, by index, as the delegate's switches read it: the spec's ids.
        var flowSectionKindNames: [Int: String] = [:]
    }

    /// What only the running app knows, as the reading met it and chose a way.
    struct RunTimeReading {
        /// The choices on what only the app knows met so far, in the order of the code, with their ways.
        var choicesMet: [(choice: AppStateChoice, node: Syntax, ways: [String], why: String?)] = []
        /// The expressions a number formatter's round trip gave (``formatterRoundTrip(_:_:in:)``),
        /// which read back as numbers.
        var formattedNumbers: Set<String> = []
        /// Each type's methods that fill its data again, once found (``loadData(into:of:node:)``).
        var loadingMethodsFound: [String: [(FunctionDeclSyntax, String)]] = [:]
        /// The functions the data source's item count returns, once found (``itemCountFunctions``).
        var itemCountFunctionsFound: Set<String>?
        /// Whether a method that fills the screen's data again is being run, every list it reads
        /// holding items (``loadData(into:of:node:)``).
        var loadingData = false
        /// The way to take at some choices, for a reading of another way than the first.
        var forcedChoices: [AppStateChoice: Int] = [:]
        /// Where each screen places its collection views inside its view, once looked for
        /// (``rootView(of:node:)``).
        var collectionViewPlacements: [String: CollectionViewPlacement] = [:]
    }

    /// How the code now run is being followed.
    struct Following {
        /// Whether the constants declared now are a delegate method's, which become the spec's names.
        var bindsDelegateConstants = false
        /// In a file `layoutd generate swift` wrote, the names its record's `let:` holds: the
        /// provider's constants of those names stay the spec's names, as the spec wrote them, instead
        /// of their expressions written out where they are read (a chain of names, each read by the
        /// next, would otherwise nest one expression in another).
        var recordedNames: Set<String> = []
        /// How many calls of functions that make a layout are being followed from their call sites.
        var followingCallSites = 0
        /// The scope each local function was declared in (`func addBackground()` inside a section
        /// provider), whose constants it reads and sets when it is called.
        var capturedScopes: [SyntaxIdentifier: Scope] = [:]
        /// The place that makes the layout being followed (the outermost ``follow(upTo:)``'s): a call
        /// site is followed only where running the code from it makes the layout there, not another.
        var target: SyntaxIdentifier?
        /// Whether the blocks run are the branches of an `if` or `switch` expression, whose one
        /// expression is the value they give.
        var branchesGiveValues = false
        /// How many `if`s on the environment are being read both ways, one inside another.
        var joiningBranches = 0
        /// The expression the last `return` run gave (or a body of one expression): where a
        /// delegate's value is said to be, and whether it hands back the layout's own property.
        var lastReturned: ExprSyntax?
        /// The stored variables being read from the layout pass that sets them
        /// (``LayoutCodeInterpreter/valueAfterLayoutPass(of:startingAt:owner:instance:)``): read again
        /// from inside it, each is its initial value.
        var layoutPassReads: Set<String> = []
        /// The choices between two of the app's enumeration cases that a test of the environment
        /// makes (`isPad ? .roomy : .compact`), by the expression each was written as: a member
        /// asked of one is asked of each case (``LayoutCodeInterpreter/memberOfCaseChoice(_:of:node:)``).
        var caseChoices: [String: (test: String, cases: [String])] = [:]
    }
}
