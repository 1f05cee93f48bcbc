/// A JSON value of the spec format's schema, in the order it is built, for the command line to print.
///
/// The format's module does no I/O and uses no Foundation; `layoutd schema` turns this into JSON text.
public indirect enum JSONSchemaValue: Sendable, Equatable {
    case object([Member])
    case array([JSONSchemaValue])
    case string(String)
    case number(Double)
    case bool(Bool)

    /// One key of an object and its value.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONSchemaValue

        public init(_ key: String, _ value: JSONSchemaValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object of `members`, in order.
    static func object(_ members: (String, JSONSchemaValue)...) -> JSONSchemaValue {
        .object(members.map { Member($0.0, $0.1) })
    }

    /// The value of `key`, when this is an object that has it.
    public subscript(key: String) -> JSONSchemaValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// This object with `key` set to `value` (added last when it was not there).
    func setting(_ key: String, _ value: JSONSchemaValue) -> JSONSchemaValue {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key, value))
        }
        return .object(members)
    }
}
