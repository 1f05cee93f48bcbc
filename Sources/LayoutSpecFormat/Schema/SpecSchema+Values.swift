import LayoutEngine

/// The schema of each key's value, by the context it is in.
extension SpecSchema {
    /// The schema of `key`'s value in `context`.
    static func value(of key: String, in context: String) -> JSONSchemaValue {
        switch (context, key) {
        case ("condition", "device"), ("environment", "device"):
            return word(DevicePreset.all.map(\.name))
        case ("condition", "preferredContentSizeCategory"):
            return .object(
                (
                    "anyOf",
                    .array([
                        enumeration(ContentSizeCategory.self), word(["accessibility"]),
                        .object(("type", .string("object"))),
                    ])
                )
            )
        case ("condition", "systemVersion"):
            return .object(("type", .string("object")))
        case ("section", "items"):
            return .object(
                ("type", .array([.string("integer"), .string("string"), .string("array"), .string("object")]))
            )
        case ("section", "id"), ("environment", "name"), (_, "elementKind"), (_, "backgroundColor"):
            return .object(("type", .array([.string("string"), .string("number")])))
        case (_, "let"):
            return .object(
                ("type", .string("object")),
                ("propertyNames", .object(("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$")))),
                ("additionalProperties", .object(("type", .array([.string("string"), .string("number")]))))
            )
        case (_, "group"):
            return reference("rootGroup")
        case (_, "list"):
            return reference("list")
        case (_, "subitems"):
            return .object(("type", .string("array")), ("items", reference("subitem")))
        case (_, "item"):
            return reference("item")
        case (_, "boundarySupplementaryItems"):
            return .object(("type", .string("array")), ("items", reference("boundaryItem")))
        case (_, "supplementaryItems"):
            return .object(("type", .string("array")), ("items", reference("badge")))
        case (_, "decorationItems"):
            return .object(("type", .string("array")), ("items", reference("decoration")))
        case (_, "containerAnchor"), (_, "itemAnchor"):
            return reference("anchor")
        case ("group", "edgeSpacing"), ("item", "edgeSpacing"):
            return reference("edgeSpacing")
        case ("edgeSpacing", _), ("group", "interItemSpacing"):
            return anything
        case ("environment", "sizeClass"):
            return .object(
                ("type", .string("object")),
                (
                    "properties",
                    .object(
                        ("horizontal", described(enumeration(SizeClass.self), "horizontal", in: "sizeClass")),
                        ("vertical", described(enumeration(SizeClass.self), "vertical", in: "sizeClass"))
                    )
                ),
                ("additionalProperties", .bool(false))
            )
        case ("anchor", "offset"):
            return .object(("type", .array(["array", "string", "object"].map { .string($0) })))
        case ("anchor", "edges"):
            return .object(("type", .string("array")), ("items", enumeration(DirectionalRectEdge.self)))
        default:
            break
        }
        switch key {
        case "orientation": return enumeration(Orientation.self)
        case "layoutDirection": return enumeration(LayoutDirection.self)
        case "idiom": return enumeration(UserInterfaceIdiom.self)
        case "preferredContentSizeCategory": return enumeration(ContentSizeCategory.self)
        case "contentInsetAdjustment": return enumeration(ContentInsetAdjustment.self)
        case "multitasking": return enumeration(Multitasking.self)
        case "navigationBar": return bar(SystemBars.NavigationBar.words)
        case "bottomBar": return bar(SystemBars.BottomBar.words)
        case "scrollDirection": return enumeration(ScrollDirection.self)
        case "contentInsetsReference", "supplementaryContentInsetsReference":
            return enumeration(ContentInsetsReference.self)
        case "orthogonalScrollingBehavior": return enumeration(OrthogonalScrollingBehavior.self)
        case "alignment": return enumeration(RectAlignment.self)
        case "appearance": return enumeration(ListAppearance.self)
        case "headerMode": return enumeration(ListHeaderMode.self)
        case "footerMode": return enumeration(ListFooterMode.self)
        case "side": return enumeration(SplitSide.self)
        case "verticalAlignment": return enumeration(VerticalAlignment.self)
        case "horizontalAlignment":
            return .object(("enum", .array(["justified", "left", "leading", "right", "trailing"].map { .string($0) })))
        case "horizontalSizeClass", "verticalSizeClass": return enumeration(SizeClass.self)
        case "sectionInsetReference": return .object(("type", .string("string")))
        case "type": return enumeration(LayoutType.self)
        case "designRequiresCompatibility", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
            "equalSpacing", "isNormalizingLineHeight", "sectionPinToVisibleBounds",
            "supplementariesFollowContentInsets",
            "extendsBoundary", "pinToVisibleBounds", "showsSeparators":
            return boolean
        case "size", "itemSize", "estimatedItemSize", "measuredSize":
            return pair(.size)
        case "contentOffset":
            return pair(.point)
        case "layoutSize":
            return pair(.layoutSize)
        case "offset":
            return pair
        case "headerReferenceSize", "footerReferenceSize":
            return .object(("type", .array(["number", "string", "array", "object"].map { .string($0) })))
        case "safeArea", "contentInset", "layoutMargins", "sectionInset", "contentInsets":
            return insets
        case "header", "footer", "display", "count":
            return anything
        default:
            return number
        }
    }
}
