import CGtk

/// Owns one reference to a GObject for as long as the Swift object lives. How
/// that reference is had is said at the call site: `adopting` what a constructor
/// hands over, `retaining` what GTK only lends. GTK runs on the main thread, and
/// so does every wrapper.
@MainActor
open class Object {
    public let pointer: UnsafeMutableRawPointer

    /// Takes over the reference the caller was given (transfer full), or a new
    /// widget's floating reference, which is sunk so that it becomes ours.
    public init(adopting pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
    }

    public init(adopting pointer: OpaquePointer) {
        self.pointer = UnsafeMutableRawPointer(pointer)
        if g_object_is_floating(self.pointer) != 0 { g_object_ref_sink(self.pointer) }
    }

    /// Takes a reference of our own to an object someone else keeps (transfer none):
    /// a window, say, which GTK's list of toplevels holds until it is destroyed.
    public init(retaining pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref(pointer)
    }

    isolated deinit { g_object_unref(pointer) }

    /// The pointer as whatever C type a GTK call wants (the cast C code does with a macro).
    public func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        pointer.assumingMemoryBound(to: T.self)
    }

    public var opaque: OpaquePointer { OpaquePointer(pointer) }
}
