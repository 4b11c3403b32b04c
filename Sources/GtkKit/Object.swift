import CGtk

/// Owns one reference to a GObject for as long as the Swift object lives.
/// Floating references (fresh widgets) are sunk, so ownership is uniform.
open class Object {
    public let pointer: UnsafeMutableRawPointer

    public init(sinking pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref_sink(pointer)
    }

    public init(sinking pointer: OpaquePointer) {
        self.pointer = UnsafeMutableRawPointer(pointer)
        g_object_ref_sink(self.pointer)
    }

    deinit { g_object_unref(pointer) }

    /// The pointer as whatever C type a GTK call wants (the cast C code does with a macro).
    public func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        pointer.assumingMemoryBound(to: T.self)
    }

    public var opaque: OpaquePointer { OpaquePointer(pointer) }
}
