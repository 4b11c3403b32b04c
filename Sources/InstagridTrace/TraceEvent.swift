/// What the app writes to its trace (INSTAGRID_TRACE), one line an event: the time, the
/// event's word, then its details ("photo-decoded 0 nice -2"). The app emits these and the
/// tests and benchmarks wait for them, so a renamed event is a compile error at both ends,
/// never a wait that times out. The words are the file's format: `bench/` reads them too.
public enum TraceEvent: String, CaseIterable, Sendable {
    // Starting: from main to the first painted frame.
    case run, startup, startupDone = "startup-done", warmupDone = "warmup-done", activate
    case windowBuilt = "window-built", sessionRestored = "session-restored", presented
    case firstTick = "first-tick", gridFirstDraw = "grid-first-draw"
    /// Where the picture lies in its window, traced as it is drawn when that or the window's size
    /// changed. Details: "WINDOWxSIZE X,Y WIDTHxHEIGHT" in the window's points, "480x760 25,202 430x430".
    case gridPlaced = "grid-placed"
    /// Details: the milliseconds since the last frame, on the monotonic clock.
    case frame
    case gridDrawn = "grid-drawn", windowCloseRequest = "window-close-request"

    // Photos. Details: the slot, then what the event tells of it.
    case photoChosen = "photo-chosen", photoPreview = "photo-preview", subjectEased = "subject-eased", photoDecoded = "photo-decoded"
    case photoDrawn = "photo-drawn", decodeDropped = "decode-dropped"
    /// Words typed in place on the picture. Details: started, ended or cancelled.
    case textEditing = "text-editing"
    /// A text item dragged or nudged. Details: its id, then its centre in its picture or cell.
    case textMoved = "text-moved"
    /// A text item's menu opened (details: its id), took the keys, and closed by itself (an
    /// entry, Escape, a click elsewhere) with the keys given back; not when typing, a share or
    /// framing closed it, as with a slot's menu.
    case textMenuShown = "text-menu-shown", textMenuFocused = "text-menu-focused", textMenuClosed = "text-menu-closed"
    /// An action of the application's ran, from wherever (a menu's entry, a key, a script).
    /// Details: its detailed name, as GLib writes one ("layout(3)", "text-style((1, 'band'))").
    case actionActivated = "action-activated"
    /// Words that came to end with "…", said in a notice. Details: their ids.
    case wordsCut = "words-cut"
    /// A photo's pixels converted to sRGB from its colour profile. Details: the path.
    case colourConverted = "colour-converted"
    /// A photo's colour profile left unused, its pixels taken as sRGB. Details: why, then the path.
    case colourProfileIgnored = "colour-profile-ignored"
    /// A text's face is not installed and Pango drew it in another. Details: the face asked
    /// for, then the family drawn.
    case fontFallback = "font-fallback"
    /// A photo's attention measured, for a crop around its subject. Details: the milliseconds
    /// it took, "ms", then the path.
    case attentionMeasured = "attention-measured"
    /// The faces in a photo's version searched for (once: later decodes reuse them). Details:
    /// the milliseconds it took, "ms", how many were found, "faces,", how the copy searched
    /// was made ("the copy reduced 810x506 in 4.120 ms": reduced from the photo's decode,
    /// decoded for the search, or none for a photo too small; its size, the time that and
    /// making it grey took), then the path.
    case facesFound = "faces-found"
    /// A photo's faces read back from the user's cache, found by an earlier run. Details: how
    /// many, "faces", then the path.
    case facesRecalled = "faces-recalled"
    /// The face detector failed on a photo, which is framed by its attention alone. Details:
    /// why, then the path.
    case facesFailed = "faces-failed"

    // Changes. Details: the change's name, as the session file writes it.
    case undo, redo
    /// Details: what was refused, then "while sharing".
    case ignored
    /// Details: what waits, then "while sharing".
    case deferred
    case sessionSaved = "session-saved"
    // A document opened or written (its name).
    case documentOpened = "document-opened", documentSaved = "document-saved"
    // A watched photo's file changed on disk (its name); read again.
    case photoFileChanged = "photo-file-changed"
    // The collage drawn on a printed page.
    case printed

    // Arranging by hand. Details: the slot (and the slot dropped on).
    case holdStart = "hold-start", lifted, liftCancelled = "lift-cancelled", liftDropped = "lift-dropped"
    case liftDroppedBack = "lift-dropped-back", adjustStart = "adjust-start", adjustEnd = "adjust-end", zoomed
    /// Details: the places of the cells on its two sides, then the share of the first, "0 1 40 %".
    case dividerGrabbed = "divider-grabbed", dividerMoved = "divider-moved"
    /// A press on a divider that `GapPress` left to the swipe.
    case dividerLeftToSwipe = "divider-left-to-swipe"
    case slotMenuShown = "slot-menu-shown", slotMenuFocused = "slot-menu-focused", slotMenuClosed = "slot-menu-closed"
    /// Details: "slot N", "divider N M" (the line between places N and M), or "other" when
    /// the keyboard is elsewhere in the window.
    case keyboardOn = "keyboard-on"
    /// Details: what screen readers were told.
    case announced

    /// A press on the grid or the hint was let go, whatever it became (tests wait for a
    /// touch to have reached the window). `pressBegan`'s details: what lies under it and where,
    /// in the grid's points, "photo 3 at 300,250".
    case pressBegan = "press-began", pressEnded = "press-ended"

    // Sharing. `dragEnd`'s details: the outcome and the release's speed along the share
    // direction (px/s) that decided it, "share 1400.0".
    case swipeStart = "swipe-start", dragEnd = "drag-end", shareStart = "share-start"
    /// The share picture starts rendering: at the share's start, or earlier, when a drag
    /// passes its threshold. `shareRenderDropped`: a picture made for a drag that came back
    /// was thrown away unseen.
    case shareRenderStart = "share-render-start", shareRenderDropped = "share-render-dropped"
    case shareRendered = "share-rendered", shareDialogMapped = "share-dialog-mapped", shareReturn = "share-return"
    /// The share picture holds photos as they are on disk, changed since the window showed
    /// them; the dialog says so. Details: their file names.
    case shareHoldsUnseen = "share-holds-unseen"
    /// The share picture's photos, decoded ahead while the complete grid is left alone.
    /// Details: how many of the picture's photos are ready and how many this round decoded,
    /// "N of M (K decoded)".
    case sharePrepared = "share-prepared"
    /// A round of that preparation has begun off the main loop. Details: how many photos.
    case sharePreparing = "share-preparing"
    /// The share's files, for a drag out of the dialog or a copy, are written. Details: their names.
    case sharedFilesWritten = "shared-files-written"
    /// Whether the share dialog offers e-mail, once known. Details: "yes" or "no".
    case shareEmailOffered = "share-email-offered"
    /// The phones the share dialog offers, once asked. Details: their names, ", " between.
    case sharePhonesListed = "share-phones-listed"
    /// The share's files went to a phone. Details: its name.
    case shareSentToPhone = "share-sent-to-phone"
    /// A drag of the shared picture out of the dialog ended. Details: "dropped" or "cancelled".
    case shareDragEnded = "share-drag-ended"
    case gridLanded = "grid-landed"
    /// Details: how many frames the animation drew, then "frames".
    case animationDone = "animation-done"
    case exportDecoded = "export-decoded", exportDrawn = "export-drawn", exportEncoded = "export-encoded"
    case exportWritten = "export-written"
    /// How many of the share picture's photos are ready, shown where the grid was: "3 of 9".
    case sharePictureProgress = "share-picture-progress"

    // Popovers and notices. `noticeShown`'s details: the notice's title.
    case galleryShown = "gallery-shown", galleryHidden = "gallery-hidden", looksShown = "looks-shown"
    case looksHidden = "looks-hidden", noticeShown = "notice-shown", noticeHidden = "notice-hidden"

    /// The line's text after its time.
    public func line(_ details: String) -> String {
        details.isEmpty ? rawValue : rawValue + " " + details
    }
}

/// One line of a trace as read back: its event (nil for a word this build does not know)
/// and its details.
public struct TraceLine: Equatable, Sendable, CustomStringConvertible {
    public let event: TraceEvent?
    public let details: String

    public init(_ event: TraceEvent, _ details: String = "") {
        self.event = event
        self.details = details
    }

    /// `text`: the line after its time.
    public init(text: String) {
        let word = text.prefix { $0 != " " }
        event = TraceEvent(rawValue: String(word))
        details = String(text.dropFirst(word.count).drop { $0 == " " })
    }

    /// Whether this is `event` with details that start with `details`.
    public func `is`(_ event: TraceEvent, _ details: String = "") -> Bool {
        self.event == event && self.details.hasPrefix(details)
    }

    public var description: String { event?.line(details) ?? details }
}
