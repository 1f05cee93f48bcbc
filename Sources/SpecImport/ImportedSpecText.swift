import LayoutSpecFormat

/// The text of a spec imported from an Interface Builder collection view: a comment saying where it
/// came from and what to edit, the environment, the flow layout's keys, and one section of items.
///
/// Keys at UIKit's defaults are left out, as a person writing the spec would.
enum ImportedSpecText {
    static func text(
        _ view: InterfaceBuilderReader.CollectionView,
        device: InterfaceBuilderDevice,
        name: String,
        file: String
    ) -> String {
        let flow = view.flow ?? [:]
        let frame = view.frame ?? (375, 667)
        let sizeClass = device.sizeClass
        var lines = [
            "# Imported by layoutd from \(InterfaceBuilderReader.shown(file)):\(view.line):\(view.column) "
                + "(collection view \"\(InterfaceBuilderReader.shown(view.id))\").",
            "# Items are not in Interface Builder's layout: edit the count to your data.",
            "name: \(YAMLScalar.text(name))",
            "environments:",
            "  - name: \(YAMLScalar.text("\(device.id)-\(device.orientation)"))",
            "    orientation: \(device.orientation)",
            "    size: [\(n(frame.width)), \(n(frame.height))]",
            "    scale: \(n(device.scale))",
            "    sizeClass: {horizontal: \(sizeClass.horizontal), vertical: \(sizeClass.vertical)}",
            "layout:",
            "  type: flow",
        ]
        if flow["scrollDirection"] == "horizontal" { lines.append("  scrollDirection: horizontal") }
        let itemSize = view.sizes["itemSize"] ?? (50, 50)
        lines.append("  itemSize: [\(n(itemSize.width)), \(n(itemSize.height))]")
        if flow["automaticEstimatedItemSize"] == "YES" {
            // Estimate Size: Automatic is `UICollectionViewFlowLayout.automaticSize`: the cells size
            // themselves, and until they are measured each is the size of the cell in the document.
            lines.append("  estimatedItemSize: [\(n(itemSize.width)), \(n(itemSize.height))]")
        } else if let estimated = view.sizes["estimatedItemSize"], estimated.width > 0 || estimated.height > 0 {
            lines.append("  estimatedItemSize: [\(n(estimated.width)), \(n(estimated.height))]")
        }
        for key in InterfaceBuilderReader.spacingKeys {
            if let value = InterfaceBuilderReader.number(flow[key.name]), value != key.defaultValue.flatMap(Double.init)
            {
                lines.append("  \(key.name): \(n(value))")
            }
        }
        if let inset = view.insets["sectionInset"], inset != (0, 0, 0, 0) {
            lines.append("  sectionInset: [\(n(inset.top)), \(n(inset.left)), \(n(inset.bottom)), \(n(inset.right))]")
        }
        if let reference = flow["sectionInsetReference"], ["safeArea", "layoutMargins"].contains(reference) {
            lines.append("  sectionInsetReference: from\(reference.prefix(1).uppercased() + reference.dropFirst())")
        }
        for key in InterfaceBuilderReader.supplementarySizeKeys {
            if let size = view.sizes[key.name], size.width > 0 || size.height > 0 {
                lines.append("  \(key.name): [\(n(size.width)), \(n(size.height))]")
            }
        }
        lines += ["sections:", "  - items: \(InterfaceBuilderImport.defaultItemCount)"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A number as a spec writes it: `128`, `0.5`.
    static func n(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
