import GtkKit
import InstagridActions
import InstagridEngine
import InstagridResources
import InstagridTrace

/// Notices that ask nothing (photos gone since last time, a photo that cannot be used)
/// slide in at the top of the window instead of blocking it: screen readers announce
/// them (an alert), the close button or a while dismisses them, and a notice arriving
/// meanwhile waits its turn. A notice may offer one thing to do next, as an action.
final class NoticeBanner {
    /// A button's label and the action it activates.
    typealias Offer = (label: String, action: AppAction, target: Variant?)
    typealias Notice = (title: String, detail: String?, offer: Offer?)

    let root = Revealer()
    private let title = Label("")
    private let detail = Label("")
    private let offer = Button()
    private var queue = NoticeQueue<Notice>()
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
        perform(queue.handle(.posted((title, detail, offer))))
    }

    /// Of the conditions of `kind` that stand now, those not said yet (`NoticeQueue.newlyStanding`).
    func newlyStanding(_ conditions: Set<String>, of kind: String) -> Set<String> {
        queue.newlyStanding(conditions, of: kind)
    }

    private func dismiss() {
        perform(queue.handle(.dismissed))
    }

    private func perform(_ actions: [NoticeQueue<Notice>.Action]) {
        for action in actions {
            switch action {
            case let .show(next, ticket):
                title.text = next.title
                detail.text = next.detail ?? ""
                detail.isVisible = next.detail != nil
                offer.isVisible = next.offer != nil
                if let next = next.offer {
                    offer.setLabel(next.label)
                    offer.setAction(next.action, target: next.target)
                }
                root.isRevealed = true
                Trace.event(.noticeShown, next.title)
                MainLoop.after(milliseconds: Self.showSeconds * 1000) { [weak self] in
                    guard let self else { return }
                    perform(queue.handle(.timeUp(ticket)))
                }
            case .hide:
                root.isRevealed = false
                Trace.event(.noticeHidden)
            }
        }
    }
}
