import InstagridModel
import InstagridTestSupport
import XCTest

/// Random sequences of what a person does to a collage, on random photo sets at the extremes
/// (2 to 9 photos, 1:20 to 20:1, every shape): a photo never vanishes. After each action every
/// photo is in a cell at least the floor or waiting in the list, and only choosing over a photo,
/// dropping on it or removing it takes one out; undoing everything gives the start back, and
/// redoing everything the end.
final class NothingVanishesTests: XCTestCase {
    private struct Session {
        var collage = Collage()
        var history = History()
        var time = 0.0
        var random: SeededGenerator
        /// Each photo's shape, width over height.
        var aspects: [LocalPath: Double] = [:]
        var named = 0

        /// The window's `apply`: a change that changes nothing records nothing.
        mutating func apply(_ change: CollageChange, _ edit: (inout Collage) -> Void) {
            var edited = collage
            edit(&edited)
            guard edited != collage else { return }
            time += 2  // past the burst gap: every action a step of its own
            history.record(change, from: collage, at: time)
            collage = edited
        }

        /// A new photo of a shape from 1:20 to 20:1, the extremes themselves often.
        mutating func newPhoto() -> LocalPath {
            named += 1
            let path = LocalPath("/photos/\(named).jpg")
            let exponent = [-1.0, 1.0, Double.random(in: -1...1, using: &random)].randomElement(using: &random)!
            aspects[path] = pow(20, exponent)
            return path
        }

        var held: [LocalPath] { collage.placesWithPhotos.compactMap(collage.photo(in:)).sorted() }
        var visible: [SlotID] { collage.layout.visibleSlots }
    }

    private enum Action: CaseIterable {
        case choose, drop, remove, layout, split, removeCell, divider, spacing, corners, shape, arrange, undo, redo
    }

    func testRandomActionsNeverLoseAPhoto() {
        var random = SeededGenerator(announcing: 34, in: #function)
        for round in 0..<250 {
            var session = Session(random: SeededGenerator(seed: random.next()))
            // A start of 2 to 9 photos, given together as on the command line.
            let count = Int.random(in: 2...9, using: &session.random)
            let first = Layout.holding(count, current: .default)
            session.collage = try! Collage(layout: first, filling: (0..<first.cells.count).map { _ in session.newPhoto() },
                                           shape: PictureShape.allCases.randomElement(using: &session.random)!)
            let start = session.collage
            var steps: [String] = []
            for _ in 0..<40 {
                let before = session.held
                let action = Action.allCases.randomElement(using: &session.random)!
                let mayRemove = perform(action, on: &session)
                steps.append("\(action)")
                let lost = Set(before).subtracting(session.held)
                if [.undo, .redo].contains(action) {
                    // Going back or forth restores what that state held; checked below as a whole.
                } else {
                    XCTAssertLessThanOrEqual(lost.count, mayRemove, "round \(round): \(action) lost \(lost) after \(steps)")
                }
                assertEveryCellAtTheFloor(session.collage, "round \(round) after \(steps)")
                if lost.count > mayRemove { return }
            }
            let end = session.collage
            var back = session.collage
            while let step = session.history.undo(from: back) { back = step.collage }
            XCTAssertEqual(back, start, "round \(round): undoing every step gives the start; \(steps)")
            var forth = back
            while let step = session.history.redo(from: forth) { forth = step.collage }
            XCTAssertEqual(forth, end, "round \(round): redoing every step gives the end; \(steps)")
        }
    }

    /// Does `action` as the window does it; returns how many photos it may take out (a photo
    /// chosen or dropped over one, or removed).
    private func perform(_ action: Action, on session: inout Session) -> Int {
        let slot = session.visible.randomElement(using: &session.random)!
        switch action {
        case .choose:
            let path = session.newPhoto()
            let replaced = session.collage.photo(in: slot) != nil
            session.apply(replaced ? .replacePhoto : .choosePhoto) { $0.setPhoto(path, in: slot) }
            return 1
        case .drop:
            let paths = (0..<Int.random(in: 1...5, using: &session.random)).map { _ in session.newPhoto() }
            let places = session.collage.slotsForDrop(of: paths.count, on: slot)
            session.apply(.dropPhotos) { collage in for (path, place) in zip(paths, places) { collage.setPhoto(path, in: place) } }
            return 1
        case .remove:
            session.apply(.removePhoto) { $0.setPhoto(nil, in: slot) }
            return 1
        case .layout:
            let layout = Layout.all.randomElement(using: &session.random)!
            session.apply(.layout) { $0.layout = layout }
        case .split:
            let axis: LayoutTree.Axis = Bool.random(using: &session.random) ? .row : .column
            if let split = try? session.collage.splitting(slot, along: axis) { session.apply(.splitCell) { $0 = split } }
        case .removeCell:
            if let removed = session.collage.removingCell(slot) { session.apply(.removeCell) { $0 = removed } }
        case .divider:
            let grid = GridGeometry(size: session.collage.shape.pictureSize(longSide: 1000), looks: session.collage.looks,
                                    layout: session.collage.layout)
            if let divider = grid.dividers.randomElement(using: &session.random) {
                let length = divider.axis == .row ? grid.size.width : grid.size.height
                let tree = grid.moving(divider, to: Double.random(in: -50...length + 50, using: &session.random), minimum: 32)
                session.apply(.moveDivider) { $0.layout = Layout(tree: tree) }
            }
        case .spacing:
            let value = min(Double.random(in: Looks.spacingRange, using: &session.random), session.collage.largestSpacing)
            session.apply(.spacing) { $0.looks.spacing = value }
        case .corners:
            let value = Double.random(in: Looks.cornerRadiusRange, using: &session.random)
            session.apply(.cornerRadius) { $0.looks.cornerRadius = value }
        case .shape:
            let shape = PictureShape.allCases.randomElement(using: &session.random)!
            session.apply(.shape) { $0.shape = shape }
        case .arrange:
            var aspects: [SlotID: Double] = [:]
            for place in session.visible { aspects[place] = session.collage.photo(in: place).flatMap { session.aspects[$0] } }
            if let arranged = session.collage.arranged(aspects, longSide: 2048) { session.apply(.arrangeToFit) { $0 = arranged } }
        case .undo:
            if let step = session.history.undo(from: session.collage) { session.collage = step.collage }
        case .redo:
            if let step = session.history.redo(from: session.collage) { session.collage = step.collage }
        }
        return 0
    }

    private func assertEveryCellAtTheFloor(_ collage: Collage, _ what: @autoclosure () -> String,
                                           file: StaticString = #filePath, line: UInt = #line) {
        for longSide in [1024, 4096] {
            let grid = GridGeometry(size: collage.shape.pictureSize(longSide: longSide), looks: collage.looks, layout: collage.layout)
            for (slot, frame) in grid.frames where min(frame.width, frame.height) < grid.floor - 1e-6 {
                XCTFail("\(slot) of \(collage.layout.form) in \(collage.shape) is \(frame.size): \(what())", file: file, line: line)
            }
        }
    }
}
