import LayoutSpecFormat

/// The spec imported from an Interface Builder collection view: a comment saying where it came from
/// and what to edit, the environment, the flow layout's keys, and one section of items, built as a
/// ``SpecYAML`` document and written by its printer.
///
/// Keys at UIKit's defaults are left out, as a person writing the spec would.
enum ImportedSpecText {
    static func text(
        _ view: InterfaceBuilderReader.CollectionView,
        device: InterfaceBuilderDevice,
        name: String,
        file: String
    ) -> String {
        document(view, device: device, name: name, file: file).text
    }

    static func document(
        _ view: InterfaceBuilderReader.CollectionView,
        device: InterfaceBuilderDevice,
        name: String,
        file: String
    ) -> SpecYAML {
        typealias Value = SpecYAML.Value
        let frame = view.frame ?? (375, 667)
        let sizeClass = device.sizeClass
        let environment: [SpecYAML.Entry] = [
            .init(.name, .text("\(device.id)-\(device.orientation)")),
            .init(.orientation, .scalar(device.orientation)),
            .init(.size, .numbers([frame.width, frame.height])),
            .init(.scale, .number(device.scale)),
            .init(
                .sizeClass,
                .mapping(
                    [
                        .init(.horizontal, .scalar("\(sizeClass.horizontal)")),
                        .init(.vertical, .scalar("\(sizeClass.vertical)")),
                    ],
                    flow: true
                )
            ),
        ]
        let layout: [SpecYAML.Entry] = [.init(.type, .scalar("flow"))] + layoutKeys(of: view)
        let section = Value.mapping(
            [.init(.items, .number(Double(InterfaceBuilderImport.defaultItemCount)))],
            flow: false
        )
        return SpecYAML(
            comments: [
                "Imported by layoutd from \(InterfaceBuilderReader.shown(file)):\(view.line):\(view.column) "
                    + "(collection view \"\(InterfaceBuilderReader.shown(view.id))\").",
                "Items are not in Interface Builder's layout: edit the count to your data.",
            ],
            root: [
                .init(.name, .text(name)),
                .init(.environments, .list([.mapping(environment, flow: false)], flow: false)),
                .init(.layout, .mapping(layout, flow: false)),
                .init(.sections, .list([section], flow: false)),
            ]
        )
    }

    /// The flow layout's keys that differ from UIKit's defaults, in the order a spec writes them.
    static func layoutKeys(of view: InterfaceBuilderReader.CollectionView) -> [SpecYAML.Entry] {
        let flow = view.flow ?? [:]
        var layout: [SpecYAML.Entry] = []
        if flow[SpecKey.Name.scrollDirection.rawValue] == "horizontal" {
            layout.append(.init(.scrollDirection, .scalar("horizontal")))
        }
        let itemSize = view.sizes[SpecKey.Name.itemSize.rawValue] ?? (50, 50)
        layout.append(.init(.itemSize, .numbers([itemSize.width, itemSize.height])))
        if flow["automaticEstimatedItemSize"] == "YES" {
            // Estimate Size: Automatic is `UICollectionViewFlowLayout.automaticSize`: the cells size
            // themselves, and until they are measured each is the size of the cell in the document.
            layout.append(.init(.estimatedItemSize, .numbers([itemSize.width, itemSize.height])))
        } else if let estimated = view.sizes[SpecKey.Name.estimatedItemSize.rawValue],
            estimated.width > 0 || estimated.height > 0
        {
            layout.append(.init(.estimatedItemSize, .numbers([estimated.width, estimated.height])))
        }
        for key in InterfaceBuilderReader.spacingKeys {
            if let value = InterfaceBuilderReader.number(flow[key.name]), value != key.defaultValue.flatMap(Double.init)
            {
                layout.append(.init(key.name, .number(value)))
            }
        }
        if let inset = view.insets[SpecKey.Name.sectionInset.rawValue], inset != (0, 0, 0, 0) {
            layout.append(.init(.sectionInset, .numbers([inset.top, inset.left, inset.bottom, inset.right])))
        }
        if let reference = flow[SpecKey.Name.sectionInsetReference.rawValue],
            ["safeArea", "layoutMargins"].contains(reference)
        {
            let word = "from" + reference.prefix(1).uppercased() + reference.dropFirst()
            layout.append(.init(.sectionInsetReference, .scalar(word)))
        }
        for key in InterfaceBuilderReader.supplementarySizeKeys {
            if let size = view.sizes[key.name], size.width > 0 || size.height > 0 {
                layout.append(.init(key.name, .numbers([size.width, size.height])))
            }
        }
        return layout
    }
}
