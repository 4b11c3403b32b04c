import CGtk

/// A GError taken over from a GLib, GIO, GTK or gdk-pixbuf call that failed: what it says,
/// kept in Swift; the C error is freed when taken, so no caller frees one by hand.
public struct GLibError: Error, Sendable {
    public let domain: GQuark
    public let code: Int32
    public let message: String

    /// Takes `error` over and frees it; nil when the call set none.
    public init?(taking error: UnsafeMutablePointer<GError>?) {
        guard let error else { return nil }
        defer { g_error_free(error) }
        domain = error.pointee.domain
        code = error.pointee.code
        message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }

    /// What a call that returns nil on failure gave, or its error. `call` passes its
    /// argument on as the C function's `GError **`.
    public static func result<T>(of call: (inout UnsafeMutablePointer<GError>?) -> T?) -> Result<T, GLibError> {
        var error: UnsafeMutablePointer<GError>?
        if let value = call(&error) {
            _ = GLibError(taking: error)
            return .success(value)
        }
        return .failure(GLibError(taking: error) ?? GLibError(message: "unknown error"))
    }

    /// Whether a call that returns a gboolean succeeded, or its error.
    public static func check(_ call: (inout UnsafeMutablePointer<GError>?) -> gboolean) -> Result<Void, GLibError> {
        result { call(&$0) != 0 ? () : nil }
    }

    public func `is`(_ domain: GQuark, _ code: Int32) -> Bool {
        self.domain == domain && self.code == code
    }

    private init(message: String) {
        domain = 0
        code = 0
        self.message = message
    }
}
