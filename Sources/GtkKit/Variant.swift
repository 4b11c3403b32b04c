import CGtk

/// An owned GVariant (the values GActions carry).
public final class Variant {
    public let pointer: OpaquePointer

    /// Takes a new (possibly floating) variant and owns it.
    public init(sinking pointer: OpaquePointer) {
        self.pointer = g_variant_ref_sink(pointer)
    }

    /// Shares a variant GLib lends us.
    public init(borrowing pointer: OpaquePointer) {
        self.pointer = g_variant_ref(pointer)
    }

    deinit { g_variant_unref(pointer) }

    public convenience init(_ value: Int32) { self.init(sinking: g_variant_new_int32(value)) }

    public var int32: Int32? {
        g_variant_is_of_type(pointer, VariantType.int32.pointer) != 0 ? g_variant_get_int32(pointer) : nil
    }

}

public final class VariantType {
    public let pointer: OpaquePointer

    public init(_ signature: String) {
        pointer = g_variant_type_new(signature)
    }

    deinit { g_variant_type_free(pointer) }

    public static let int32 = VariantType("i")
}
