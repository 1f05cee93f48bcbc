import SwiftSyntax

/// Assignments: a variable, a property of an object the code holds, a field of a UIKit structure;
/// a property's `didSet`, run when the code sets it.
extension LayoutCodeInterpreter {
    func assign(_ valueExpression: ExprSyntax, to target: ExprSyntax, in scope: Scope) {
        guard
            let value = declaredTypeValue(valueExpression, assignedTo: target, in: scope)
                ?? evaluate(valueExpression, in: scope)
        else { return }
        store(value.assigned, into: target, in: scope)
    }

    /// `.init(…)` or `.zero` assigned to a property of the program's type
    /// (`section.ipad = .init(expectedWidth: 320)`): a value of the property's declared type.
    private func declaredTypeValue(_ value: ExprSyntax, assignedTo target: ExprSyntax, in scope: Scope) -> ReadValue? {
        // Only an implicit member (`.zero`, `.init(…)`) takes its type from where it is assigned.
        let implicit = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        // A local declared with its type and set later (`let section: NSCollectionLayoutSection`, then
        // `section = .init(group: group)` in each case of a switch).
        if let local = target.as(DeclReferenceExprSyntax.self),
            let declared = scope.declaredType(of: local.baseName.text)
        {
            return implicitMember(value, of: declared, in: scope)
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
            let name = implicit.as(MemberAccessExprSyntax.self), name.base == nil,
            let typeName = evaluate(base, in: scope)?.object?.appType, let type = program.types[typeName],
            let (found, owner) = program.member(member.declName.baseName.text, of: type),
            case .stored(_, _, let initial, let annotation) = found,
            // The type declared, or the one the initial value is made of (`var columns = Columns(…)`).
            let declared = annotation ?? initial?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        else { return nil }
        let declaredName = program.unaliased(String(declared.filter { $0 != "!" && $0 != "?" }), from: owner.name)
        return implicitMember(value, of: declaredName, in: scope)
    }

    /// Stores a value in a variable (`x = …`) or a property (`section.interGroupSpacing = …`,
    /// `item.contentInsets.leading = …`).
    func store(_ value: ReadValue, into target: ExprSyntax, in scope: Scope) {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            if !scope.assign(reference.baseName.text, value) {
                // A property of the type whose code runs (`itemSize = …` in a subclass's `prepare()`).
                if let instance = scope["self"]?.object {
                    instance.properties[reference.baseName.text] = value
                    instance.places[reference.baseName.text] = Syntax(target)
                    observe(reference.baseName.text, of: instance)
                } else if isLayoutCode(target) {
                    passOver(target, "\(reference.baseName.text) is not known here; the assignment is left out")
                }
            }
            return
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        let owner = evaluate(base, in: scope)
        guard let object = owner?.object else {
            // A property of what only the app has (its collection view, a view) is not the layout's.
            if owner == nil, isLayoutCode(target) {
                passOver(target, "the assignment to \(target.trimmedDescription) is not read")
            }
            return
        }
        object.properties[member.declName.baseName.text] = value
        object.places[member.declName.baseName.text] = Syntax(target)
        observe(member.declName.baseName.text, of: object)
    }

    /// Runs the `didSet` of an app object's property the code just set (`columns` of a flow layout
    /// subclass that sets `itemSize` when it changes), with `self` the object.
    func observe(_ name: String, of object: LayoutObject) {
        guard let type = object.appType.flatMap({ program.types[$0] }),
            let owner = program.lineage(of: type).first(where: { $0.observers[name] != nil }),
            let observer = owner.observers[name], enterCall(at: observer)
        else { return }
        defer { budget.leave() }
        let scope = Scope(context: owner.name)
        scope.define("self", .object(object))
        _ = run(observer, in: scope)
    }
}
