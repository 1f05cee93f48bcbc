/// "Did you mean": the candidate closest to a misspelt word, if one is close enough to be a typo.
///
/// Closeness is the edit distance ignoring case; a candidate qualifies within 2 edits, or a third of the
/// word's length for long words, so `minimumLineSpacng` suggests `minimumLineSpacing` but `foo`
/// suggests nothing.
func closestMatch(to word: String, among candidates: [String]) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    let threshold = max(2, lowered.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
        if distance <= threshold, distance < (best?.distance ?? Int.max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// The edit distance between two scalar arrays, counting two neighbouring letters swapped as one edit
/// (optimal string alignment): `widht` is one edit from `width`, as a typist would count it, and so
/// closer than `right`.
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
