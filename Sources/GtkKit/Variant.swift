import CGtk
import GLibKit

/// An owned GVariant (the values GActions carry).
nonisolated public final class Variant: @unchecked Sendable {
    // Unchecked: a GVariant never changes once made, and its reference count is atomic.
    public let pointer: OpaquePointer

    /// Takes over a variant the caller owns: a new (floating) one, or one returned with transfer full.
    public init(adopting pointer: OpaquePointer) {
        self.pointer = g_variant_take_ref(pointer)
    }

    /// Takes a reference of our own to a variant GLib only lends (a signal's argument).
    public init(retaining pointer: OpaquePointer) {
        self.pointer = g_variant_ref(pointer)
    }

    deinit { g_variant_unref(pointer) }

    public convenience init(_ value: Int32) { self.init(adopting: g_variant_new_int32(value)) }
    public convenience init(_ value: Double) { self.init(adopting: g_variant_new_double(value)) }
    public convenience init(_ value: String) { self.init(adopting: g_variant_new_string(value)) }
    public convenience init(_ value: Bool) { self.init(adopting: g_variant_new_boolean(value ? 1 : 0)) }

    /// A file name as GLib's bytestring, "ay" (its bytes and a closing 0), as GLib passes
    /// file names: one that is not UTF-8 could not be an "s".
    public convenience init(fileName: [UInt8]) {
        self.init(adopting: withFileName(fileName) { g_variant_new_bytestring($0) })
    }

    /// An int32 and a list of file names, as "(iaay)": a slot and the files for it, say.
    public convenience init(_ value: Int32, fileNames: [[UInt8]]) {
        let names = fileNames.map { name in withFileName(name) { g_variant_new_bytestring($0) } }
        let list = g_variant_new_array(VariantType.fileName.pointer, names, gsize(names.count))
        var children: [OpaquePointer?] = [g_variant_new_int32(value), list]
        self.init(adopting: g_variant_new_tuple(&children, 2))
    }

    /// Two int32s, as "(ii)": two slots, say.
    public convenience init(_ first: Int32, _ second: Int32) {
        self.init(adopting: g_variant_new_tuple([g_variant_new_int32(first), g_variant_new_int32(second)], 2))
    }

    /// An int32 and a string, as "(is)": a text item and words for it, say.
    public convenience init(_ first: Int32, _ second: String) {
        self.init(adopting: g_variant_new_tuple([g_variant_new_int32(first), g_variant_new_string(second)], 2))
    }

    /// The child at `index` of a tuple, an array or a dictionary entry.
    public func child(_ index: Int) -> Variant {
        Variant(adopting: g_variant_get_child_value(pointer, gsize(index)))
    }

    /// How many children a tuple, an array or a dictionary holds.
    public var count: Int { Int(g_variant_n_children(pointer)) }

    /// The children of a tuple, an array or a dictionary.
    public var children: [Variant] { (0..<count).map(child) }

    /// The value under `key` in a dictionary ("a{sv}": unboxed), if there is one.
    public func value(for key: String) -> Variant? {
        g_variant_lookup_value(pointer, key, nil).map { Variant(adopting: $0) }
    }

    public func hasType(_ type: VariantType) -> Bool {
        g_variant_is_of_type(pointer, type.pointer) != 0
    }

    public var int32Pair: (Int32, Int32)? {
        guard hasType(.int32Pair) else { return nil }
        let first = Variant(adopting: g_variant_get_child_value(pointer, 0))
        let second = Variant(adopting: g_variant_get_child_value(pointer, 1))
        return (g_variant_get_int32(first.pointer), g_variant_get_int32(second.pointer))
    }

    public var int32AndString: (Int32, String)? {
        guard hasType(.int32AndString) else { return nil }
        let first = Variant(adopting: g_variant_get_child_value(pointer, 0))
        let second = Variant(adopting: g_variant_get_child_value(pointer, 1))
        return (g_variant_get_int32(first.pointer), String(cString: g_variant_get_string(second.pointer, nil)))
    }

    public var bool: Bool? {
        hasType(.bool) ? g_variant_get_boolean(pointer) != 0 : nil
    }

    public var int32: Int32? {
        hasType(.int32) ? g_variant_get_int32(pointer) : nil
    }

    public var double: Double? {
        hasType(.double) ? g_variant_get_double(pointer) : nil
    }

    /// A string's text, or an object path's.
    public var string: String? {
        hasType(.string) || hasType(.objectPath) ? String(cString: g_variant_get_string(pointer, nil)) : nil
    }

    /// The bytes of an "ay" file name, up to its closing 0 (GLib gives an empty one for a
    /// bytestring without it).
    public var fileName: [UInt8]? {
        guard hasType(.fileName) else { return nil }
        let name = g_variant_get_bytestring(pointer)!
        return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    }

    /// The parts of an "(iaay)" variant.
    public var int32AndFileNames: (Int32, [[UInt8]])? {
        guard hasType(.int32AndFileNames) else { return nil }
        let first = Variant(adopting: g_variant_get_child_value(pointer, 0))
        let second = Variant(adopting: g_variant_get_child_value(pointer, 1))
        let names = (0..<g_variant_n_children(second.pointer)).compactMap { Variant(adopting: g_variant_get_child_value(second.pointer, $0)).fileName }
        return (g_variant_get_int32(first.pointer), names)
    }
}

nonisolated public final class VariantType: @unchecked Sendable {
    // Unchecked: a GVariantType is an immutable string, freed only when this goes.
    public let pointer: OpaquePointer

    public init(_ signature: String) {
        pointer = g_variant_type_new(signature)
    }

    deinit { g_variant_type_free(pointer) }

    public static let bool = VariantType("b")
    public static let int32 = VariantType("i")
    public static let double = VariantType("d")
    public static let string = VariantType("s")
    public static let objectPath = VariantType("o")
    public static let fileName = VariantType("ay")
    public static let int32AndFileNames = VariantType("(iaay)")
    public static let int32Pair = VariantType("(ii)")
    public static let int32AndString = VariantType("(is)")
}
