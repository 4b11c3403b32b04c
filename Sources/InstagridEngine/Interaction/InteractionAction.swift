import InstagridGestures
import InstagridModel

/// What the interaction machine asks the window to do, in order.
nonisolated public enum InteractionAction: Equatable, Sendable {
    /// Call back with `.holdElapsed(press:)` after the hold time.
    case startHoldTimer(press: Int)
    /// A touchpad swipe became the press in hand (traced for the tests).
    case swipeBegan
    /// Send `swipeQuiet(ticket)` once input has rested `seconds`, unless the swipe moved since.
    case waitForSwipeQuiet(seconds: Double, Tickets.Ticket)
    /// The press is taken: the slot under it gets no click, no other gesture sees it.
    case claimPress
    /// The swipe: the grid takes off (in `Interaction.shareDirection`) and follows the press
    /// by (`offsetX`, `offsetY`); `pastThreshold`: let go from here, it shares, so its picture
    /// may start now. Then it is let go, to share or to spring back.
    case beginShareDrag
    case followShareDrag(offsetX: Double, offsetY: Double, pastThreshold: Bool)
    /// `speed`: the release's along the share direction (px/s), which decided a flick.
    case endShareDrag(ShareGesture.Outcome, speed: Double)
    /// Share at once, as a successful drag without the drag.
    case share
    /// A line's press was left to the swipe (traced for the tests).
    case letGoOfLine(LayoutDivider)
    case grabLine(LayoutDivider)
    /// The press moved to `to`: the line follows it.
    case moveLine(LayoutDivider, to: GridPoint)
    case releaseLine(LayoutDivider)
    /// The arrow keys on a focused line.
    case nudgeLine(LayoutDivider, Direction)
    case focusNextDivider
    /// A text item's drag: one undo step from its grab to its release.
    case grabText(Int)
    case moveText(Int, dx: Double, dy: Double)
    case releaseText(Int)
    /// The arrow keys on a focused text item.
    case nudgeText(Int, Direction)
    /// Delete on a focused text item.
    case removeTextItem(Int)
    /// A text item's own menu (its look, its words); `at` as a slot's.
    case openTextMenu(Int, at: GridPoint?)
    case lift(SlotID)
    case moveLifted(SlotID, dx: Double, dy: Double)
    /// Let go at `at`: on the slot there, if another.
    case dropLifted(SlotID, at: GridPoint)
    /// Escape, or another mode taking over: the lifted photo goes back to its slot.
    case putBack(SlotID)
    case enterAdjusting(SlotID)
    case leaveAdjusting(SlotID)
    /// A press or a pinch on the photo being framed: one undo step from here to its end.
    case beginFraming(SlotID)
    case pan(SlotID, dx: Double, dy: Double)
    case pinchFrame(SlotID, scale: Double)
    case endFraming(SlotID)
    /// A key of the framing mode: nudge, zoom, turn, reset.
    case frameByKey(SlotID, KeyCommand)
    /// Zoom the slot's photo by `steps` wheel notches (down: out) about `about`.
    case zoom(SlotID, steps: Double, about: GridPoint)
    case movePhoto(SlotID, Direction)
    /// `at`: where the right-click was; nil: beside the slot.
    case openSlotMenu(SlotID, at: GridPoint?)
    /// Close the open slot's or words' menu.
    case closeMenu
    /// Once GTK has moved the focus off the closed menu (the next frame), send `focusReturnDue`.
    case returnFocusAfterFrame(MenuOwner)
    /// Give the keyboard back to what the menu was opened for.
    case focusMenuOwner(MenuOwner)
    /// Open the file chooser for the slot's photo.
    case openChooser(SlotID)
    /// Send `secondClickWaitEnded(ticket)` after `seconds`, unless a second click comes first.
    case waitForSecondClick(seconds: Double, Tickets.Ticket)
    case applyChange
    /// Not now: the grid is being shared (traced as ignored).
    case refuse
    /// Made once the grid is back.
    case deferChange
    /// The grid is back: the changes that waited are made now.
    case runDeferred
    /// Ends the typing as Enter does: the words typed are kept, one step of undo.
    case endTyping
    /// Draw the grid again from the collage and the slots' pixels as they are now.
    case redrawGrid
}
