import CGtk

/// A pointer to a GObject, under whichever C type the importer gave it.
public protocol GObjectPointer {
    var objectAddress: UnsafeMutableRawPointer { get }
}

extension OpaquePointer: GObjectPointer {
    public var objectAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer: GObjectPointer {
    public var objectAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GObjectPointer {
    public var objectAddress: UnsafeMutableRawPointer { self }
}

/// Runs `body` with an object a call handed over (transfer full) and gives the
/// reference back once `body` returns, however it returns. A closure, not a value
/// whose deinit frees it: Swift may end a value's life at its last use, before C
/// is done with the pointer taken from it.
public func withOwned<Object: GObjectPointer, Result>(_ object: Object, _ body: (Object) throws -> Result) rethrows -> Result {
    defer { g_object_unref(object.objectAddress) }
    return try body(object)
}

/// Gives back a reference held since the call that handed it over, at the end of the
/// asynchronous reply that last uses it (a launcher, a bus connection).
public func release<Object: GObjectPointer>(_ object: Object?) {
    if let object { g_object_unref(object.objectAddress) }
}
