import CGtk

/// GIO's asynchronous calls (and GTK 4.10's dialogs) answer through a GAsyncReadyCallback,
/// once: the closure gets the GAsyncResult to finish the call with, and its box is
/// released after that one answer.
func asyncReady(_ finish: @escaping (OpaquePointer) -> Void) -> (callback: GAsyncReadyCallback, data: gpointer) {
    let callback: GAsyncReadyCallback = { _, result, data in
        HandlerBox<(OpaquePointer) -> Void>.call(data) { $0(result!) }
        releaseHandlerBox(data)
    }
    return (callback, HandlerBox.retained(finish))
}

#if GTK_4_10
/// The message of a finished call's error (and frees it): nil when there was none, or when
/// the user only dismissed the dialog, which is no error to show.
func takeError(_ error: UnsafeMutablePointer<GError>?) -> String? {
    guard let error else { return nil }
    defer { g_error_free(error) }
    let dismissed = error.pointee.domain == gtk_dialog_error_quark()
        && (error.pointee.code == GTK_DIALOG_ERROR_DISMISSED.rawValue || error.pointee.code == GTK_DIALOG_ERROR_CANCELLED.rawValue)
    return dismissed ? nil : error.pointee.message.map { String(cString: $0) } ?? "unknown error"
}
#endif
