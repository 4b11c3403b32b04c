import GtkKit
import InstagridActions
import InstagridTrace

/// Notices that ask nothing (photos gone since last time, a photo that cannot be used)
/// slide in at the top of the window instead of blocking it: screen readers announce
/// them (an alert), the close button or a while dismisses them, and a notice arriving
/// meanwhile waits its turn. A notice may offer one thing to do next, as an action.
final class NoticeBanner {
    /// A button's label and the action it activates.
    typealias Offer = (label: String, action: AppAction, target: Variant?)

    let root = Revealer()
    private let title = Label("")
    private let detail = Label("")
    private let offer = Button()
    private var waiting: [(title: String, detail: String?, offer: Offer?)] = []
    /// Bumped by each notice shown: its timer only hides the notice it was set for.
    private var shown = 0
    /// Long enough to read a file name or two, not so long it lingers.
    static let showSeconds: UInt32 = 10

    init() {
        root.name = "notice"
        root.align(horizontal: .center, vertical: .start)
        root.setMargins(top: 12, start: 12, end: 12)
        let bubble = Box(alert: .horizontal, spacing: 12)
        bubble.addCSSClass("notice")
        let text = Box(.vertical, spacing: 4)
        // The close button keeps to the bubble's right edge, however the text wraps.
        text.expand(horizontally: true, vertically: false)
        title.addCSSClass("notice-title")
        title.wrapsLeftAligned(maxWidthChars: 40)
        detail.wrapsLeftAligned(maxWidthChars: 48)
        text.append(title)
        text.append(detail)
        bubble.append(text)
        offer.name = "notice-offer"
        offer.align(horizontal: .end, vertical: .center)
        // Doing what it offers is done with the notice.
        offer.onSignal("clicked") { [unowned self] () -> Void in dismiss() }
        bubble.append(offer)
        let close = Button()
        close.setChild(Image(iconName: "window-close-symbolic", pixelSize: 16))
        close.addCSSClass("notice-close")
        close.align(horizontal: .end, vertical: .start)
        close.setAccessibleLabel(tr("Dismiss"))
        close.tooltip = tr("Dismiss")
        close.onSignal("clicked") { [unowned self] () -> Void in dismiss() }
        bubble.append(close)
        root.setChild(bubble)
    }

    func show(_ title: String, detail: String?, offer: Offer? = nil) {
        waiting.append((title, detail, offer))
        if !root.isRevealed { showNext() }
    }

    private func showNext() {
        guard !waiting.isEmpty else { return }
        let next = waiting.removeFirst()
        title.text = next.title
        detail.text = next.detail ?? ""
        detail.isVisible = next.detail != nil
        offer.isVisible = next.offer != nil
        if let next = next.offer {
            offer.setLabel(next.label)
            offer.setAction(next.action, target: next.target)
        }
        root.isRevealed = true
        shown += 1
        let ticket = shown
        Trace.event(.noticeShown, next.title)
        MainLoop.after(milliseconds: Self.showSeconds * 1000) { [weak self] in
            guard let self, shown == ticket, root.isRevealed else { return }
            dismiss()
        }
    }

    private func dismiss() {
        root.isRevealed = false
        Trace.event(.noticeHidden)
        showNext()
    }
}
