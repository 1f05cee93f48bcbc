/// The entries of a spec mapping by key, in the order of the text.
///
/// A spec's mappings hold a handful of keys each, and the readers look up a dozen or two keys in each
/// of them. Comparing a few short keys costs less than building and hashing a dictionary for every
/// mapping, on every save. As in a dictionary, a later entry replaces an earlier one with the same key.
struct SpecEntries: Sequence, ExpressibleByDictionaryLiteral {
    typealias Entry = (key: String, value: SpecValue)

    /// The keys apart from the values, so that a lookup reads only keys.
    private var keys: [String] = []
    private var values: [SpecValue] = []

    init() {}

    /// Entries with room for `capacity` keys, so that reading a mapping allocates once.
    init(capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    init(dictionaryLiteral elements: (String, SpecValue)...) {
        for (key, value) in elements { self[key] = value }
    }

    /// The value of a key of the catalogue.
    subscript(key: SpecKey.Name) -> SpecValue? {
        get { self[key.rawValue] }
        set { self[key.rawValue] = newValue }
    }

    subscript(key: String) -> SpecValue? {
        get { index(of: key).map { values[$0] } }
        set {
            switch (index(of: key), newValue) {
            case (let index?, let value?):
                values[index] = value
            case (let index?, nil):
                keys.remove(at: index)
                values.remove(at: index)
            case (nil, let value?):
                keys.append(key)
                values.append(value)
            case (nil, nil):
                break
            }
        }
    }

    private func index(of key: String) -> Int? {
        keys.withUnsafeBufferPointer { keys in
            for index in keys.indices where Self.isSameKey(keys[index], key) { return index }
            return nil
        }
    }

    var count: Int { keys.count }

    /// The first entry in the text.
    var first: Entry? { keys.first.map { ($0, values[0]) } }

    /// Whether two keys are spelled with the same bytes.
    ///
    /// Keys are ASCII names, so their bytes are their identity; `==` would first ask whether the
    /// parser's strings are normalized, and compare them the slow way when it cannot tell.
    static func isSameKey(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// Whether `key` is one of `keys`, compared as ``isSameKey(_:_:)`` does.
    static func isKey(_ key: String, among keys: [String]) -> Bool {
        keys.withUnsafeBufferPointer { keys in keys.contains { isSameKey($0, key) } }
    }

    /// Adds `other`'s entries, which replace those of the same key.
    mutating func merge(_ other: SpecEntries) {
        for (key, value) in other { self[key] = value }
    }

    func makeIterator() -> Zip2Sequence<[String], [SpecValue]>.Iterator {
        zip(keys, values).makeIterator()
    }
}
