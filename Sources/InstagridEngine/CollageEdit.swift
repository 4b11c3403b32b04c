import InstagridModel

/// Anything that makes the collage, its history or its document different: each goes
/// through `CollageEdits.apply`, which decides when it may happen.
public enum CollageEdit {
    /// The person's change, one undo step (`CollageChange.coalesces`: a burst started at
    /// the same `burst` time, or close together, is one step).
    case change(CollageChange, burst: Double?, (inout Collage) -> Void)
    case undo, redo
    /// A photo that cannot be used leaves the collage and every step of its history.
    case forget(LocalPath)
    /// A document opened from `document`, or a new untitled collage (nil): no history.
    case start(Collage, document: LocalPath?)
    /// The last session, as it was kept; `saved`: what its document's file holds.
    case restore(SessionFile.Contents, saved: Collage?)
    /// `Collage` is now what the document at `at` holds.
    case saved(Collage, at: LocalPath)
    /// Close without Saving: the collage is what its file holds, with no history.
    case revertToSaved

    /// When the edit may happen while the grid is away in a share (its picture is the
    /// collage as it took off).
    enum Timing {
        /// A person's edit, made in that instant: refused, and said so in the trace.
        case now
        /// What arrives from outside the person's hand (a photo that failed to decode, a
        /// file read, a dialog answered): made once the grid is back.
        case onceBack
        /// Changes no collage a share shows: made at once.
        case always
    }

    var timing: Timing {
        switch self {
        case .change, .undo, .redo: .now
        case .forget, .start, .restore: .onceBack
        // The document's file holds the collage as it is: the collage itself does not change.
        // Close without Saving ends the window: no grid comes back to wait for.
        case .saved, .revertToSaved: .always
        }
    }

    /// The edit's name in the trace.
    var name: String {
        switch self {
        case let .change(change, _, _): change.id
        case .undo: "undo"
        case .redo: "redo"
        case .forget: "forget"
        case .start: "start"
        case .restore: "restore"
        case .saved: "saved"
        case .revertToSaved: "revert-to-saved"
        }
    }
}
