import CGtk
import GLibKit

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
extension GLibError {
    /// The finished dialog's error, if it is one to show: the user only dismissing the
    /// dialog is none. Takes the error over.
    static func shown(taking error: UnsafeMutablePointer<GError>?) -> GLibError? {
        guard let error = GLibError(taking: error) else { return nil }
        let dismissed = error.is(gtk_dialog_error_quark(), Int32(GTK_DIALOG_ERROR_DISMISSED.rawValue))
            || error.is(gtk_dialog_error_quark(), Int32(GTK_DIALOG_ERROR_CANCELLED.rawValue))
        return dismissed ? nil : error
    }
}
#endif
