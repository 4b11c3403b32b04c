import GtkKit
import InstagridActions

/// The app's actions as GTK takes them: made, named with a target for an accelerator, set
/// on a button, put in a menu or activated, always by their case, never by a written name.
extension AppAction {
    var parameterType: VariantType? {
        switch parameter {
        case nil: nil
        case .int32: .int32
        case .double: .double
        case .string: .string
        case .int32Pair: .int32Pair
        case .fileName: .fileName
        case .int32AndFileNames: .int32AndFileNames
        case .int32AndString: .int32AndString
        }
    }

    /// The scoped name with `target` as GLib writes a detailed name: "app.layout(3)".
    func detailedName(_ target: Variant? = nil) -> String {
        Action.detailedName(scopedName, target: checked(target))
    }

    /// `target`, once it is what the action takes: GTK would leave a menu entry or a button
    /// with the wrong one greyed out, or ignore the key, without a word.
    fileprivate func checked(_ target: Variant?) -> Variant? {
        switch (parameterType, target) {
        case (nil, nil): break
        case let (type?, target?) where target.hasType(type): break
        default: preconditionFailure("\(scopedName) given a target it does not take")
        }
        return target
    }
}

extension Action {
    convenience init(_ action: AppAction, state: Variant? = nil) {
        self.init(action.rawValue, parameterType: action.parameterType, state: state)
    }

    convenience init(_ action: ShareDialogAction) {
        self.init(action.rawValue, parameterType: action == .sendToDevice ? .string : nil)
    }
}

extension Menu {
    func append(_ label: String, _ action: AppAction, target: Variant? = nil) {
        if let target = action.checked(target) {
            append(label, action: action.scopedName, target: target)
        } else {
            append(label, action: action.scopedName)
        }
    }

    func replace(at index: Int, label: String, _ action: AppAction) {
        replace(at: index, label: label, action: action.detailedName())
    }
}

extension Widget {
    func setAction(_ action: AppAction, target: Variant? = nil) {
        setAction(action.scopedName, target: action.checked(target))
    }

    func setAction(_ action: ShareDialogAction, target: Variant? = nil) {
        precondition((target != nil) == (action == .sendToDevice), "\(action.scopedName) given a target it does not take")
        setAction(action.scopedName, target: target)
    }

    func activateAction(_ action: AppAction, _ parameter: Variant? = nil) {
        activateAction(action.scopedName, action.checked(parameter))
    }
}
