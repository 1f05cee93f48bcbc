import LayoutEngine
import LayoutSpecFormat
import Testing

/// Every kind of bad input gets a located, specific error — never a crash or a hang.
struct SpecErrorTests {
    /// The errors a spec produces, in their compiler form.
    static func errors(_ text: String, file: String = "t.layout.yaml") -> [String] {
        do {
            _ = try SpecParser().parse(text, file: file)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func reportsThreeMistakesAtOnceWithLineAndColumn() {
        let text = """
            layout:
              minimumLineSpacng: 10
              itemSize: [100, -5]
            sections:
              - minimumInteritemSpacing: ten
                items: 3
            """
        #expect(
            Self.errors(text) == [
                #"t.layout.yaml:2:3: error: layout.minimumLineSpacng: unknown key "minimumLineSpacng" (did you mean "minimumLineSpacing"?)"#,
                "t.layout.yaml:3:19: error: layout.itemSize[1]: expected a number ≥ 0, found -5",
                #"t.layout.yaml:5:30: error: sections[0].minimumInteritemSpacing: expected a number ≥ 0, found "ten"; "#
                    + "a name is bound under `let:` before it is read (`let: {ten: 3}`)",
            ]
        )
    }

    @Test func unknownKeyWithoutNearMissListsWhatIsAllowed() {
        let errors = Self.errors("colour: red\n")
        #expect(errors.count == 1)
        #expect(
            errors[0].hasPrefix("t.layout.yaml:1:1: error: colour: unknown key \"colour\"; expected one of: version,")
        )
    }

    @Test(arguments: [
        ("layout: {itemSize: [nan, 1]}", "layout.itemSize[0]: expected a finite number, found nan"),
        ("layout: {minimumLineSpacing: .inf}", "layout.minimumLineSpacing: expected a finite number, found .inf"),
        ("layout: {itemSize: [10, -1]}", "layout.itemSize[1]: expected a number ≥ 0, found -1"),
        ("layout: {type: list}", "found \"list\": a list is a compositional layout with a list configuration"),
        (
            "layout: {itemSize: 10}",
            "layout.itemSize: expected a size: [width, height], {width:, height:} or CGSize(width:height:), found 10"
        ),
        ("sections: [{items: 1000000000000}]", "sections[0].items: the spec holds more than 1,000,000 items"),
        ("sections: [{items: 1e300}]", "sections[0].items: the spec holds more than 1,000,000 items (far more"),
        ("sections: [{items: 2.5}]", "sections[0].items: expected a whole number ≥ 0, found 2.5"),
        (
            "environments: [{device: iPhone 15 Pro Maxx}]",
            #"environments[0].device: unknown device "iPhone 15 Pro Maxx" (did you mean "iPhone 15 Pro Max", 430×932?); "#
                + #"the presets spelled nearest: "iPhone 15 Pro Max", "iPhone 17 Pro Max", "iPhone 16 Pro Max"; "#
                + "every preset is in spec-format.md's device table"
        ),
        ("environments: [{device: iPhone 99}]", #"unknown device "iPhone 99"; the presets spelled nearest: "#),
        (
            "environments: [{device: iPhone X}]",
            #"unknown device "iPhone X" (iPhone X runs no iOS from 17 on and is not a preset; the presets with its "#
                + "screen, 375×812: iPhone XS, iPhone 11 Pro, iPhone 12 mini, iPhone 13 mini)"
        ),
        ("environments: [{size: [1, 1]}]", "environments[0]: an environment without `device` needs a `name`"),
        (
            "environments: [{name: a, size: [1, 1], scale: 0}]",
            "environments[0].scale: expected a number > 0 and ≤ 10, found 0"
        ),
        ("layout: {type: split, leftSideRatio: 1.5}", "layout.leftSideRatio: expected a number ≥ 0 and ≤ 1, found 1.5"),
        (
            "layout: {type: split}\nsections: [{items: 0}]",
            "sections[0]: a split section needs `side: left` or `side: right`"
        ),
        (
            "layout: {type: split}\nsections: [{side: left, items: 2}]",
            "these items have no size and the layout gives no `itemSize`"
        ),
        (
            "layout: {type: split}\nsections: [{side: up}]",
            #"sections[0].side: expected one of "left", "right", found "up""#
        ),
        (
            "layout: {type: split, itemSize: [{columns: 0}, 1]}",
            "layout.itemSize[0].columns: expected a whole number ≥ 1, found 0"
        ),
        ("layout: {type: split, itemSize: [1, round]}", #"layout.itemSize[1]: expected a number ≥ 0, found "round""#),
        (
            "layout: {type: split, itemSize: [1, 1], minimumLineSpacing: 3}",
            #"unknown key "minimumLineSpacing" (did you mean "minimumItemLineSpacing"?)"#
        ),
        ("layout: {type: grid}", #"layout.type: expected one of "flow", "split", "compositional", found "grid""#),
        ("layout: {scrollDirection: sideways}", #"expected one of "vertical", "horizontal", found "sideways""#),
        (
            "sections: [{scrollDirection: horizontal}]",
            "scrollDirection can only be set on the layout, not on a section"
        ),
        ("sections: [{id: a}, {id: a}]", #"section id "a" is already used by sections[0]"#),
        ("sections: [{id: '1'}, {}]", #"section id "1" is already used by sections[0]"#),
        ("version: 2", "version: expected 1 (the only version), found 2"),
        ("sections: [{items: [{id: x, count: 2}]}]", "an id names one item"),
        ("layout: {display: {grid: 0}}", "layout.display.grid: expected a whole number ≥ 1, found 0"),
        ("layout: {horizontalAlignment: lef}", #"(did you mean "left"?)"#),
        (
            "layout: {variants: [{when: {minWidth: 1}, set: {sections.nope.itemSize: [1, 1]}}]}\nsections: [{id: yes}]",
            #"no section has the id "nope""#
        ),
        (
            "layout: {variants: [{when: {minWidth: 1}, set: {type: split}}]}",
            "a variant cannot change the layout's type"
        ),
        ("key: [unclosed", "invalid YAML"),
        ("a: 1\na: 2\n", #"duplicate key "a""#),
        ("", "the spec is empty"),
    ])
    func badInputGetsAClearError(text: String, expected: String) {
        let errors = Self.errors(text)
        #expect(errors.contains { $0.contains(expected) }, "\(errors)")
    }

    /// A group missing `subitems` (`subitem:` typed) still has its other keys read: their mistakes
    /// are told in the same check.
    @Test func aGroupMissingItsSubitemsHidesNoOtherMistake() {
        let errors = Self.errors(
            """
            layout:
              type: compositional
            sections:
              - group:
                  horizontal:
                    layoutSize: [fractionalWidth(1.0), absolute(50)]
                    subitem: {item: {layoutSize: [fractionalWidth(1.0), fractionalHeight(1.0)]}}
                    count: columns
                items: 4
            """
        )
        #expect(
            errors == [
                "t.layout.yaml:6:9: error: sections[0].group.horizontal: a group needs `layoutSize` and `subitems` "
                    + "(or `repeatingSubitem` and `count`)",
                #"t.layout.yaml:7:9: error: sections[0].group.horizontal.subitem: unknown key "subitem" (did you mean "subitems"?)"#,
                #"t.layout.yaml:8:16: error: sections[0].group.horizontal.count: expected a whole number ≥ 1, found "columns"; "#
                    + "a name is bound under `let:` before it is read (`let: {columns: 3}`)",
            ],
            "\(errors)"
        )
    }

    /// `repeatingSubitem` is the one subitem `repeatingSubitem:count:` repeats: it needs the count,
    /// and it stands in place of `subitems`, not beside them.
    @Test func aRepeatingSubitemNeedsItsCountAndNoSubitems() {
        let missingCount = Self.errors(
            """
            layout:
              type: compositional
            sections:
              - group:
                  horizontal:
                    layoutSize: [fractionalWidth(1.0), absolute(50)]
                    repeatingSubitem: {item: {layoutSize: [fractionalWidth(0.5), fractionalHeight(1.0)]}}
                items: 4
            """
        )
        #expect(
            missingCount == [
                "t.layout.yaml:7:27: error: sections[0].group.horizontal.repeatingSubitem: `repeatingSubitem` needs a "
                    + "`count`: how many times the group repeats it (repeatingSubitem:count:)"
            ],
            "\(missingCount)"
        )
        let both = Self.errors(
            """
            layout:
              type: compositional
            sections:
              - group:
                  horizontal:
                    layoutSize: [fractionalWidth(1.0), absolute(50)]
                    subitems: [{item: {layoutSize: [fractionalWidth(0.5), fractionalHeight(1.0)]}}]
                    repeatingSubitem: {item: {layoutSize: [fractionalWidth(0.5), fractionalHeight(1.0)]}}
                    count: 2
                items: 4
            """
        )
        #expect(
            both == [
                "t.layout.yaml:8:27: error: sections[0].group.horizontal.repeatingSubitem: a group has `subitems` or "
                    + "`repeatingSubitem`, not both: `repeatingSubitem` is the subitem that `repeatingSubitem:count:` repeats"
            ],
            "\(both)"
        )
    }

    /// A layout size written with a size's keys is one mistake, told once.
    @Test func aLayoutSizeWithWidthAndHeightIsOneError() {
        let errors = Self.errors(
            """
            layout:
              type: compositional
            sections:
              - items: 3
                group:
                  horizontal:
                    layoutSize: {width: 1, height: 2}
                    subitems: [{item: {layoutSize: [fractionalWidth(1.0), fractionalHeight(1.0)]}}]
            """
        )
        #expect(
            errors == [
                "t.layout.yaml:7:21: error: sections[0].group.horizontal.layoutSize: expected a layout size [width, height] "
                    + "of dimensions or `{widthDimension: …, heightDimension: …}`, found a mapping of `width`, `height`"
            ],
            "\(errors)"
        )
    }

    /// Two environments of one device take its name twice: the error says how to tell them apart.
    @Test func twoEnvironmentsOfOneDeviceAreToldToTakeANameEach() {
        #expect(
            Self.errors("environments:\n  - {device: iPhone 17}\n  - {device: iPhone 17}\nsections: [{items: 1}]\n")
                == [
                    #"t.layout.yaml:3:5: error: environments[1]: two environments are named "iphone-17"; names must be unique: "#
                        + "give this one a `name:` of its own (`name: iphone-17-2`)"
                ]
        )
    }

    /// A mistake that makes a section unusable (a duplicate or a bad id) does not hide the section's
    /// other mistakes: they are reported with it, at once.
    @Test func aDuplicateOrBadIdHidesNoOtherMistake() {
        #expect(
            Self.errors("sections:\n  - {id: a, items: 1}\n  - {id: a, items: many}\n") == [
                #"t.layout.yaml:3:10: error: sections[1].id: section id "a" is already used by sections[0]; ids must be unique"#,
                #"t.layout.yaml:3:20: error: sections[1].items: expected a whole number ≥ 0, found "many"; "#
                    + "a name is bound under `let:` before it is read (`let: {many: 3}`)",
            ]
        )
        #expect(
            Self.errors("sections:\n  - {id: '', itemSize: [1, -1], items: 1}\n") == [
                "t.layout.yaml:2:10: error: sections[0].id: expected a non-empty id, found \"\"",
                "t.layout.yaml:2:28: error: sections[0].itemSize[1]: expected a number ≥ 0, found -1",
            ]
        )
    }

    /// Every mistake a list can have, located, with its exact message.
    @Test(arguments: [
        (
            "layout: {type: compositional}\nsections: [{items: 1, list: {appearance: insetGroupd}}]",
            #"t.layout.yaml:2:42: error: sections[0].list.appearance: expected one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain", found "insetGroupd" (did you mean "insetGrouped"?)"#
        ),
        (
            "layout: {type: compositional}\nsections: [{items: 1, list: {headerMode: top}}]",
            #"t.layout.yaml:2:42: error: sections[0].list.headerMode: expected one of "none", "supplementary", "firstItemInSection", found "top""#
        ),
        (
            "layout: {type: compositional}\nsections: [{items: 1, list: {separators: true}}]",
            #"t.layout.yaml:2:30: error: sections[0].list.separators: unknown key "separators"; expected one of: appearance, headerMode, footerMode, headerTopPadding, headerHeight, footerHeight, showsSeparators"#
        ),
        (
            "layout: {type: compositional}\nsections: [{items: 1, list: {headerHeight: -1}}]",
            "t.layout.yaml:2:44: error: sections[0].list.headerHeight: expected a number ≥ 0, found -1"
        ),
        (
            "layout: {type: compositional}\nsections: [{items: 1, list: {}, group: {horizontal: {layoutSize: [1, 1], subitems: [{item: {layoutSize: [1, 1]}}]}}}]",
            "t.layout.yaml:2:40: error: sections[0].group: a list section takes no `group`: its rows are the list's"
        ),
        (
            "layout: {type: compositional, list: {}}\nsections: [{items: 1, group: {horizontal: {layoutSize: [1, 1], subitems: [{item: {layoutSize: [1, 1]}}]}}}]",
            "t.layout.yaml:2:30: error: sections[0].group: every section of a list layout is a list section: it takes no `group`"
        ),
        (
            "layout: {type: compositional, scrollDirection: horizontal, list: {}}\nsections: [{items: 1}]",
            "t.layout.yaml:1:66: error: layout.list: a list scrolls vertically; remove `scrollDirection: horizontal` or the list"
        ),
        (
            "layout: {type: compositional, scrollDirection: horizontal}\nsections: [{items: 1, list: {}}]",
            "t.layout.yaml:2:29: error: sections[0].list: a list scrolls vertically; this layout scrolls horizontally"
        ),
        (
            "layout: {type: compositional}\nsections: [{items: 1, list: {headerMode: supplementary}, boundarySupplementaryItems: [{elementKind: header, layoutSize: [1, 1], alignment: top}]}]",
            #"t.layout.yaml:2:86: error: sections[0].boundarySupplementaryItems: element kind "header" is the list's own header (its headerMode is supplementary); every element kind of a section must be unique"#
        ),
        (
            "environments: [{name: e, size: [375, 667], designRequiresCompatibility: maybe}]",
            "t.layout.yaml:1:73: error: environments[0].designRequiresCompatibility: expected true or false, found \"maybe\""
        ),
    ])
    func listMistakesAreLocated(text: String, expected: String) {
        let errors = Self.errors(text)
        #expect(errors.contains(expected), "\(errors)")
    }

    /// Every mistake in a computed value, at the column of its own token inside the value.
    @Test(
        arguments: [
            (
                "layout: {itemSize: [\"collectionView.bounds.widht / 2\", 10]}",
                #"t.layout.yaml:1:22: error: layout.itemSize[0]: unknown name "collectionView.bounds.widht" (did you mean "collectionView.bounds.width"?)"#
            ),
            (
                "layout: {itemSize: [\"Int(.regular)\", 10]}",
                "t.layout.yaml:1:26: error: layout.itemSize[0]: Int(…) takes a number, found `.regular`"
            ),
            (
                "layout: {itemSize: [\"traitCollection.horizontalSizeClass == .regulr ? 1 : 2\", 10]}",
                "t.layout.yaml:1:58: error: layout.itemSize[0]: `.regulr` is not a UIUserInterfaceSizeClass (did you mean `.regular`?)"
            ),
            (
                "layout: {itemSize: [\"1 < 2\", 10]}",
                "t.layout.yaml:1:22: error: layout.itemSize[0]: expected a number, found a Bool expression"
            ),
            (
                "layout: {itemSize: [\"1 < 2 < 3\", 10]}",
                "t.layout.yaml:1:28: error: layout.itemSize[0]: comparisons do not chain in Swift; join them with `&&`"
            ),
            (
                "layout: {itemSize: [\"(collectionView.bounds.width / 2\", 10]}",
                "t.layout.yaml:1:22: error: layout.itemSize[0]: unbalanced parenthesis: this `(` is never closed"
            ),
            (
                "layout: {itemSize: [\"1 +\", 10]}",
                "t.layout.yaml:1:25: error: layout.itemSize[0]: the expression ends where a value was expected"
            ),
            (
                "layout: {itemSize: [\"1 $ 2\", 10]}",
                #"t.layout.yaml:1:24: error: layout.itemSize[0]: unexpected "$" in an expression"#
            ),
            (
                "layout: {itemSize: [\"max(1)\", 10]}",
                "t.layout.yaml:1:22: error: layout.itemSize[0]: max(…) takes two or more numbers, found 1"
            ),
            (
                "layout: {itemSize: [\"foo(1)\", 10]}",
                #"t.layout.yaml:1:22: error: layout.itemSize[0]: unknown function "foo" (did you mean "floor"?)"#
            ),
            (
                "environments: [{name: e, size: [300, 600]}]\nlayout: {itemSize: [\"10 / (collectionView.bounds.width - 300)\", 10]}",
                #"t.layout.yaml:2:25: error: layout.itemSize[0]: division by zero in environment "e""#
            ),
            (
                "environments: [{name: e, size: [300, 600]}]\nlayout: {itemSize: [\"100 - collectionView.bounds.width\", 10]}",
                #"t.layout.yaml:2:22: error: layout.itemSize[0]: expected a number ≥ 0, found -200 (the expression's value in environment "e")"#
            ),
            (
                "environments: [{name: e, size: [300, 600]}]\nlayout: {itemSize: [\"collectionView.bounds.width * 1e300 * 1e300\", 10]}",
                #"t.layout.yaml:2:22: error: layout.itemSize[0]: expected a finite number, found inf (the expression's value in environment "e")"#
            ),
            (
                "environments: [{name: e, size: [300, 600]}, {name: f, size: [2000, 600]}]\nlayout: {type: compositional}\nsections:\n  - {items: 1, group: {horizontal: {layoutSize: [fractionalWidth(1), absolute(10)], subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}], count: \"Int(collectionView.bounds.width)\"}}}",
                #"t.layout.yaml:4:170: error: sections[0].group.horizontal.count: expected a whole number from 1 to 1,000, found 2000 (the expression's value in environment "f")"#
            ),
            (
                "layout: {type: \"traitCollection.horizontalSizeClass == .regular ? flow : split\"}",
                #"t.layout.yaml:1:16: error: layout.type: expected one of "flow", "split", "compositional", found an expression: this key cannot be computed"#
            ),
            (
                "sections: [{id: \"sectionIndex\", items: 1}]",
                "t.layout.yaml:1:17: error: sections[0].id: an id names a section: it cannot be computed; write it as plain text"
            ),
            (
                "layout: {itemSize: [\"container.contentSize.width\", 10]}",
                "t.layout.yaml:1:22: error: layout.itemSize[0]: container.contentSize.width is a section provider's environment: compositional layouts only; use collectionView.bounds or collectionView.safeAreaInsets here"
            ),
            (
                "environments: [{name: e, size: [\"collectionView.bounds.width\", 600]}]",
                #"t.layout.yaml:1:33: error: environments[0].size[0]: expected a number, found "collectionView.bounds.width": an environment is what expressions read; give its numbers"#
            ),
            (
                "sections:\n  - <<: 5\n    items: 1",
                "t.layout.yaml:2:9: error: sections[0]: expected a mapping or a list of mappings after the merge key `<<` (as in `<<: *defaults`), found 5"
            ),
            (
                "sections:\n  - <<: *nothing\n    items: 1",
                "t.layout.yaml:2:9: error: invalid YAML: found undefined alias"
            ),
        ]
    )
    func computedValueMistakesAreLocatedAtTheirToken(text: String, expected: String) {
        #expect(Self.errors(text) == [expected])
    }

    @Test func hugeOrDeepExpressionsAreRefusedFast() {
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let deepErrors = Self.errors("layout: {itemSize: [\"\(deep)\", 10]}")
        #expect(deepErrors.count == 1)
        #expect(deepErrors.first?.contains("at most 1000 characters") == true)
        let shallowButDeep = String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(
            Self.errors("layout: {itemSize: [\"\(shallowButDeep)\", 10]}").first?.contains("nest at most 32") == true
        )
        let long = String(repeating: "1 + ", count: 250_000) + "1"
        #expect(Self.errors("layout: {itemSize: [\"\(long)\", 10]}").first?.contains("at most 1000 characters") == true)
    }

    @Test func aliasBombIsRefusedWithoutExpandingIt() {
        var lines = ["a0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1]"]
        for level in 1..<10 {
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]"
            )
        }
        let anchors = "anchors:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
        // Used as a key, the bomb would be hashed in full by the YAML composer; used as items, walked.
        let asKey = Self.errors(anchors + "\nsections:\n  - {? *a9 : 1}\n")
        #expect(asKey.contains { $0.contains("13:6: error: mapping keys must be plain names") }, "\(asKey)")
        let asItems = Self.errors(anchors + "\nsections:\n  - items: *a9\n")
        #expect(asItems.contains { $0.contains("sections[0].items[0]: expected a size [width, height]") })
        #expect(asItems.count <= 100)
    }

    @Test func nestingDeeperThanTheLimitIsAnError() {
        let text = "sections: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(Self.errors(text).contains { $0.contains("nesting deeper than 1,000 levels") })
    }

    @Test func errorsCarryKindPathAndLocationSeparately() throws {
        do {
            _ = try SpecParser().parse("sections:\n  - items: [[1, x]]\n", file: "f.layout.yaml")
            Issue.record("expected an error")
        } catch {
            let first = try #require(error.errors.first)
            #expect(first.kind == .wrongType)
            #expect(first.path == "sections[0].items[0][1]")
            #expect(first.location == SourceLocation(file: "f.layout.yaml", line: 2, column: 17))
            #expect(
                first.message
                    == #"expected a number ≥ 0, found "x"; a name is bound under `let:` before it is read (`let: {x: 3}`)"#
            )
        }
    }
}

extension SpecErrorTests {
    @Test func aMissingSectionIdIsReportedOnce() {
        let errors = Self.errors("sections:\n  - id:\n    items: 1\n")
        #expect(errors == ["t.layout.yaml:2:8: error: sections[0].id: expected a string, found nothing"])
    }
}
