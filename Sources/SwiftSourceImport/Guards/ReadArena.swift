/// Every scope and object made while one import reads its files, so that they can be let go of
/// together at its end.
///
/// The values the reader follows refer to each other in cycles, as the code does: a closure holds
/// the scope it was made in, which holds the closure; an instance holds its layout, whose provider
/// holds the instance. Reference counting alone never frees them; the arena, whose reading has
/// ended, empties each one, which breaks every cycle.
///
/// `@unchecked Sendable`: an arena is bound to one synchronous reading through a task-local value,
/// and only that reading, on its own thread, ever touches it.
final class ReadArena: @unchecked Sendable {
    /// The arena of the reading in progress on this task, if any.
    @TaskLocal static var current: ReadArena?

    private var scopes: [Scope] = []
    private var objects: [LayoutObject] = []

    func keep(_ scope: Scope) { scopes.append(scope) }
    func keep(_ object: LayoutObject) { objects.append(object) }

    /// Empties every scope and object kept: the reading is over.
    func clear() {
        for scope in scopes { scope.clear() }
        for object in objects { object.properties = [:] }
        scopes = []
        objects = []
    }

    /// Runs `body` with a new arena, and lets everything it made go after.
    static func reading<Result>(_ body: () -> Result) -> Result {
        let arena = ReadArena()
        defer { arena.clear() }
        return $current.withValue(arena) { body() }
    }
}
