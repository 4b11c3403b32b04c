import InstagridGestures
import InstagridModel

/// What reaches the interaction machine: the pointer, keys and scrolls on the grid, and
/// what the rest of the window reports (a share's progress, a change asked for).
nonisolated public enum InteractionEvent: Equatable, Sendable {
    /// The primary button or a finger went down on the grid or the share hint, at `at` (a
    /// touchpad's swipe is pressed by its first scroll: `swipeScrolled`).
    case press(PressTarget, PressSource, ShareGesture, at: GridPoint)
    /// The press moved by (`dx`, `dy`) from where it went down, at `time` (µs, monotonic):
    /// a share's drag measures its flick from these.
    case motion(dx: Double, dy: Double, time: Int)
    /// The press ended there; `velocity`: its speed along the share's axis, where the
    /// system measured it (a touchpad's fingers lifting).
    case release(dx: Double, dy: Double, velocity: Double?)
    /// Two fingers scrolled on a touchpad by (`dx`, `dy`): the first scroll of a swipe is its
    /// press. `inWheelSteps`: the deltas are wheel steps (X11), which scroll by a share of
    /// `pageSize`, the window's long side; `share`: the share's drag for the window as it is;
    /// `time` as a motion's.
    case swipeScrolled(dx: Double, dy: Double, inWheelSteps: Bool, pageSize: Double, share: ShareGesture, time: Int)
    /// The swipe's scrolls stopped for as long as the ticket's wait, or the fingers lifted at
    /// (`vx`, `vy`) delta units a second, as the system measured it: the swipe is let go.
    case swipeQuiet(Tickets.Ticket), swipeLifted(vx: Double, vy: Double)
    /// The press numbered so has been down the hold time (`PhotoHold.holdTime`).
    case holdElapsed(press: Int)
    /// A primary press anywhere in the window outside the grid.
    case pressOutsideGrid
    /// A primary click's press on the grid at `time` (seconds), `count` the clicks in a row
    /// (2: a double-click).
    case click(PressTarget, count: Int, time: Double)
    /// A photo asked for `slot` at `time` (its button, a key, its menu, a script). A filled
    /// slot clicked less than `doubleClickTime` before may be clicked again: the chooser waits.
    case photoChoiceAsked(SlotID, filled: Bool, time: Double, doubleClickTime: Double)
    /// The wait for a second click, under `ticket`, is over.
    case secondClickWaitEnded(Tickets.Ticket)
    /// The secondary button (a right-click) on the grid.
    case secondaryClick(PressTarget, at: GridPoint)
    /// A key the shortcuts table names, with what has the keyboard's focus.
    case key(KeyCommand, focus: PressTarget?)
    /// A wheel's notches or a touchpad's scroll (`steps`, down positive), Control held or
    /// not, with the pointer at `at` over what.
    case zoomScroll(over: PressTarget, at: GridPoint, steps: Double, control: Bool)
    /// Two fingers pinching on the grid: began, changed to `scale`, ended.
    case pinchBegan, pinched(scale: Double), pinchEnded
    /// Adjust Framing for a slot, from its menu or a script.
    case adjustRequested(PressTarget)
    /// Share, from the keyboard, a menu or a script, the grid flying `direction` (the window's shape's).
    case shareRequested(ShareDirection)
    /// The share's grid moved on to `phase`; nil: it is back in its place.
    case shareMoved(SharePhase?)
    /// A change to the collage asked for; `late`: the answer to something asked before
    /// (a chooser's choice, a document read), which may wait for the grid's return.
    case change(late: Bool)
    /// The slots that show a decoded photo now, after the collage or its pixels changed.
    case photosShown(Set<SlotID>)
    /// What the grid shows of a photo changed without the collage changing: a slot's or the
    /// background's pixels arrived (a preview, then the decode), a busy veil came or went, a
    /// photo was found missing, a file changed on disk was read again.
    case pixelsChanged
    /// The field on the picture opened (Add Text, Add Caption, Edit Text), or closed.
    case typingStarted, typingEnded
    /// The slot's or words' menu closed (an entry chosen, Escape, a click elsewhere).
    case menuClosed
    /// The frame after a menu closed: the keyboard may go back to what it was opened for.
    case focusReturnDue(MenuOwner)
    /// A person's action from a key, a menu's entry, a button or a script (a GAction), or
    /// the window's close: it acts on the words typed so far.
    case commandRequested
}
