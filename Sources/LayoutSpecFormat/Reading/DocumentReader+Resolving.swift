import LayoutEngine

/// Resolving a layout's first read in one environment: the parts whose values read the environment
/// read again in it, and the rest as the first read gave them.
extension DocumentReader {
    /// The layout and sections of `read` in `environment`, variants' items set; `nil` when the
    /// environment's names could not be evaluated (said in the diagnostics).
    ///
    /// The layout's keys and the variants are read again when they read the environment; a section
    /// that reads it is taken from the reads keyed by its expressions' values (``SectionsByValues``),
    /// or read again. A section whose sizes read `collectionView.numberOfItems(inSection:)` is read
    /// once more when the variants change the counts it read.
    func resolved<Parameters>(
        _ read: FirstRead<Parameters>,
        in environment: LayoutEnvironment,
        by reading: LayoutReading<Parameters>
    ) -> EnvironmentKeys? {
        let scope = diagnostics.scope
        let sections = read.sections
        let holding = read.variants.filter { $0.condition.holds(in: environment) }
        let (vertical, reference) = reading.axis(
            holding.isEmpty ? read.layout : holding.overlaying(layout: read.layout)
        )
        scope.environment = ExpressionEnvironment(environment, scrollsVertically: vertical, reference: reference)
        // The spec's own counts; a section that reads them is read again if variants change them.
        if !perItem.sectionsReadingItemCounts.isEmpty {
            scope.environment?.position.itemCounts = sections.map(\.itemCount)
        }
        evaluateLayoutBindings(in: environment)
        guard let values = scope.environment else { return nil }
        let layout = read.layoutReadsEnvironment ? reading.parse(read.entries ?? [:], .layout) : read.layout
        var variants =
            read.variantsReadEnvironment
            ? self.variants(of: read.entries, sections: sections, by: reading) : read.variants
        var sectionsHere = sectionsReadAgain(sections, read.sectionsReadingEnvironment, in: values)
        var laidOut = sectionsHere
        applyVariantItems(to: &laidOut, in: environment)
        if !perItem.sectionsReadingItemCounts.isEmpty, case let counts = laidOut.map(\.itemCount),
            counts != values.position.itemCounts
        {
            // Read in other counts than the key's: not kept for it.
            kept.sectionsByEnvironment[values] = nil
            scope.environment?.position.itemCounts = counts
            for position in perItem.sectionsReadingItemCounts.sorted() where position < sectionsHere.count {
                sectionsHere[position] = sectionReadAgain(at: position, id: sections[position].id)
            }
            // A variant's items that read the counts are read with them too.
            if read.variantsReadEnvironment {
                variants = self.variants(of: read.entries, sections: sections, by: reading)
            }
            laidOut = sectionsHere
            applyVariantItems(to: &laidOut, in: environment)
        }
        return EnvironmentKeys(layout: reading.wrap(layout, variants), sections: laidOut)
    }

    /// The variants of the layout's `entries`, which name `sections`.
    func variants<Parameters>(
        of entries: SpecEntries?,
        sections: [Section],
        by reading: LayoutReading<Parameters>
    ) -> [TraitVariant<Parameters>] {
        entries?[.variants].map {
            readVariants(
                $0,
                sections: sections,
                layoutKeys: reading.layoutKeys,
                sectionKeys: reading.sectionKeys,
                parse: reading.parse
            )
        } ?? []
    }
}
