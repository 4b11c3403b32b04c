import InstagridEngine
import InstagridModel
import InstagridTestSupport
import XCTest

private let red = LocalPath("/photos/red.jpg"), green = LocalPath("/photos/green.jpg")

/// The gate every edit of the collage goes through, without a window: what a person does
/// now is refused while the grid is away in a share, what comes from outside (a photo that
/// failed, a document read, a restored session) waits for its return, and the session kept
/// is always the collage shown.
final class CollageEditsTests: XCTestCase {
    func testAPersonsEditIsRefusedWhileTheGridIsAwayAndMadeOnceItIsBack() {
        // XCTest runs its tests on the main thread, the engine's.
        MainActor.assumeIsolated {
            let engine = Engine()
            XCTAssertTrue(engine.edits.change(.choosePhoto) { $0.setPhoto(red, in: .topLeft) })
            engine.interaction.send(.shareRequested(.up))
            XCTAssertFalse(engine.edits.change(.choosePhoto) { $0.setPhoto(green, in: .topRight) }, "no change while sharing")
            XCTAssertFalse(engine.edits.apply(.undo), "nor an undo")
            XCTAssertEqual(engine.edits.collage.photo(in: .topLeft), red)
            XCTAssertNil(engine.edits.collage.photo(in: .topRight))
            engine.interaction.send(.shareMoved(nil))
            XCTAssertTrue(engine.edits.apply(.undo))
            XCTAssertNil(engine.edits.collage.photo(in: .topLeft), "the grid is back: the undo is made")
        }
    }

    func testAPhotoThatFailsDuringAShareLeavesTheCollageOnlyOnceTheGridIsBack() {
        // XCTest runs its tests on the main thread, the engine's.
        MainActor.assumeIsolated {
            let engine = Engine()
            engine.edits.change(.choosePhoto) { $0.setPhoto(red, in: .topLeft) }
            engine.interaction.send(.shareRequested(.up))
            var forgotten = false
            engine.edits.apply(.forget(red)) { forgotten = true }
            XCTAssertEqual(engine.edits.collage.photo(in: .topLeft), red, "the picture on its way keeps its photo")
            XCTAssertFalse(forgotten)
            engine.interaction.send(.shareMoved(.returning))
            XCTAssertEqual(engine.edits.collage.photo(in: .topLeft), red, "still flying back")
            engine.interaction.send(.shareMoved(nil))
            XCTAssertNil(engine.edits.collage.photo(in: .topLeft))
            XCTAssertTrue(forgotten, "what waited for the edit runs once it is made")
            XCTAssertFalse(engine.state.history.canUndo, "a forgotten photo leaves every step of the history")
        }
    }

    func testADocumentReadDuringAShareOpensOnceTheGridIsBackAndThenWhatFollowedIt() {
        // XCTest runs its tests on the main thread, the engine's.
        MainActor.assumeIsolated {
            let engine = Engine()
            engine.edits.change(.choosePhoto) { $0.setPhoto(red, in: .topLeft) }
            engine.interaction.send(.shareRequested(.up))
            var opened = Collage()
            opened.setPhoto(green, in: .bottomLeft)
            var order: [String] = []
            engine.edits.apply(.start(opened, document: "/trip.instagrid")) { order.append("opened") }
            engine.edits.apply(.forget(green)) { order.append("forgot") }
            XCTAssertNil(engine.state.document)
            engine.interaction.send(.shareMoved(nil))
            XCTAssertEqual(order, ["opened", "forgot"], "in the order they came")
            XCTAssertEqual(engine.state.document?.path, "/trip.instagrid")
            XCTAssertNil(engine.edits.collage.photo(in: .bottomLeft))
            XCTAssertNil(engine.edits.collage.photo(in: .topLeft))
        }
    }

    func testSavedAndCloseWithoutSavingAreMadeEvenWhileTheGridIsAway() {
        // XCTest runs its tests on the main thread, the engine's.
        MainActor.assumeIsolated {
            let engine = Engine()
            var document = Collage()
            document.setPhoto(red, in: .topLeft)
            engine.edits.apply(.start(document, document: "/trip.instagrid"))
            engine.edits.change(.choosePhoto) { $0.setPhoto(green, in: .topRight) }
            XCTAssertTrue(engine.state.hasUnsavedChanges)
            engine.interaction.send(.shareRequested(.up))
            engine.edits.apply(.revertToSaved)
            XCTAssertEqual(engine.edits.collage, document, "the window closes after it: nothing to wait for")
            XCTAssertEqual(engine.kept.last?.collage, document, "and the next start shows the document as saved")
            XCTAssertFalse(engine.state.history.canUndo)
            engine.edits.apply(.saved(document, at: "/copy.instagrid"))
            XCTAssertEqual(engine.state.document?.path, "/copy.instagrid")
        }
    }

    /// Thousands of random sequences of what a person and the world do: the collage never
    /// changes while its picture is away, every edit that waited is made once the grid is back,
    /// and the session kept after each step is the collage and history shown.
    func testRandomSequencesKeepTheGateAndTheSession() {
        // XCTest runs its tests on the main thread, the engine's.
        MainActor.assumeIsolated {
            var random = SeededGenerator(announcing: 0x6E61_7465, in: "CollageEditsTests.random")
            let photos = (0..<6).map { LocalPath("/photos/\($0).jpg") }
            for _ in 0..<2_000 {
                let engine = Engine()
                var waiting = 0
                for _ in 0..<40 {
                    let away = engine.interaction.state.isAway
                    let before = engine.edits.collage
                    switch Int.random(in: 0..<9, using: &random) {
                    case 0, 1:
                        let slot = SlotID.all.randomElement(using: &random)!, photo = photos.randomElement(using: &random)!
                        XCTAssertEqual(engine.edits.change(.choosePhoto) { $0.setPhoto(photo, in: slot) }, !away)
                    case 2: XCTAssertEqual(engine.edits.apply(.undo), !away)
                    case 3: XCTAssertEqual(engine.edits.apply(.redo), !away)
                    case 4:
                        let photo = photos.randomElement(using: &random)!
                        waiting += 1
                        engine.edits.apply(.forget(photo)) { waiting -= 1 }
                        if !away { XCTAssertFalse(SlotID.all.contains { engine.edits.collage.photo(in: $0) == photo }) }
                    case 5:
                        var opened = Collage()
                        opened.setPhoto(photos.randomElement(using: &random)!, in: .topLeft)
                        waiting += 1
                        engine.edits.apply(.start(opened, document: Bool.random(using: &random) ? "/d.instagrid" : nil)) { waiting -= 1 }
                    case 6: engine.interaction.send(.shareRequested(.up))
                    case 7: engine.interaction.send(.shareMoved(nil))
                    default: engine.state.closeBurst()
                    }
                    let stillAway = engine.interaction.state.isAway
                    if waiting > 0 { XCTAssertTrue(stillAway, "nothing waits once the grid is back") }
                    if away, stillAway { XCTAssertEqual(engine.edits.collage, before, "nothing changes while away") }
                    if let kept = engine.kept.last {
                        XCTAssertEqual(kept.collage, engine.edits.collage)
                        XCTAssertEqual(kept.history, engine.state.history)
                        XCTAssertEqual(kept.document, engine.state.document?.path)
                    }
                }
                engine.interaction.send(.shareMoved(nil))
                XCTAssertEqual(waiting, 0, "every edit that waited was made")
            }
        }
    }

    /// New, Open and closing the window ask first exactly when they would lose work: a
    /// document's unsaved changes, or the untitled collage's photos when another replaces them.
    func testPuttingTheCollageAwayAsksOnlyWhenWorkWouldBeLost() {
        // XCTest runs its tests on the main thread, the engine's.
        MainActor.assumeIsolated {
            let engine = Engine()
            XCTAssertFalse(engine.state.losesWork(.replacing), "an empty collage loses nothing")
            engine.edits.change(.choosePhoto) { $0.setPhoto(red, in: .topLeft) }
            XCTAssertTrue(engine.state.losesWork(.replacing), "New or Open would lose the untitled collage's photo")
            XCTAssertFalse(engine.state.losesWork(.closing), "closing keeps it: the session does")
            engine.edits.apply(.saved(engine.edits.collage, at: "/trip.instagrid"))
            XCTAssertFalse(engine.state.losesWork(.replacing), "saved: nothing to lose")
            XCTAssertFalse(engine.state.losesWork(.closing))
            engine.state.closeBurst()  // a while later: a step of its own
            engine.edits.change(.choosePhoto) { $0.setPhoto(green, in: .topRight) }
            XCTAssertTrue(engine.state.losesWork(.replacing), "the document's change")
            XCTAssertTrue(engine.state.losesWork(.closing), "closing would lose it too")
            engine.edits.apply(.undo)
            XCTAssertFalse(engine.state.losesWork(.closing), "undone to what the file holds")
            engine.edits.apply(.redo)
            engine.edits.apply(.revertToSaved)
            XCTAssertFalse(engine.state.losesWork(.closing), "let go: the collage is what the file holds")
            XCTAssertNil(engine.edits.collage.photo(in: .topRight))
            engine.edits.apply(.start(Collage(), document: nil))
            XCTAssertFalse(engine.state.losesWork(.replacing), "a new, empty collage")
        }
    }

    /// The engine as the window builds it, with the session it keeps in memory.
    @MainActor
    /// A drag or a pinch is one undo step however long it lasts, measured from the collage
    /// as it began; the next change after it is a step of its own.
    func testAGestureIsOneStepMeasuredFromItsBeginning() {
        MainActor.assumeIsolated {
            let engine = Engine()
            engine.edits.change(.spacing) { $0.looks.spacing = 4 }
            engine.state.beginGesture()
            let gesture = try? XCTUnwrap(engine.state.gesture)
            XCTAssertEqual(gesture?.before.looks.spacing, 4)
            for spacing in [6.0, 9, 12] {
                engine.edits.change(.spacing, burst: gesture?.burst) { $0.looks.spacing = spacing }
            }
            XCTAssertEqual(engine.state.gesture?.before.looks.spacing, 4, "measured from its beginning, not from its last change")
            engine.state.endGesture()
            XCTAssertNil(engine.state.gesture)
            engine.edits.change(.spacing) { $0.looks.spacing = 15 }
            XCTAssertEqual(engine.state.history.undoSteps.map(\.change), [.spacing, .spacing, .spacing],
                           "before it, the gesture, and after it")
            engine.edits.apply(.undo)
            engine.edits.apply(.undo)
            XCTAssertEqual(engine.edits.collage.looks.spacing, 4, "the gesture undone in one step")
        }
    }

    @MainActor private final class Engine {
        let edits: CollageEdits
        var state: CollageState { edits.state }
        var interaction: Interaction { edits.interaction }
        private(set) var kept: [SessionFile.Contents] = []

        init() {
            var kept: (SessionFile.Contents) -> Void = { _ in }
            edits = CollageEdits { kept($0) }
            kept = { [unowned self] in self.kept.append($0) }
        }
    }
}
