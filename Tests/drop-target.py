#!/usr/bin/python3
"""Another application, for tests of passing the shared picture on: a GTK4 window that
takes what is dropped on it or pasted in it (Ctrl+V), as a chat or a file manager would.

    drop-target.py OUT files     takes files (a GdkFileList), as a file manager does
    drop-target.py OUT image     takes only an image (a GdkTexture), as a drawing program does

Each file received is copied at once into the folder OUT (the sender may remove its own
later) and named in OUT/received, a line "file NAME" each; an image is saved as
OUT/image-N.png and named "image image-N.png". Its window is titled "Drop Target";
OUT/ready is written once it is on screen.
"""
import os
import shutil
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

out, takes = sys.argv[1], sys.argv[2]
wanted = Gdk.FileList if takes == "files" else Gdk.Texture
received = 0


def record(line):
    with open(os.path.join(out, "received"), "a") as log:
        log.write(line + "\n")


def take(value):
    global received
    if takes == "files":
        for file in value.get_files():
            path = file.get_path()
            shutil.copyfile(path, os.path.join(out, os.path.basename(path)))
            record("file " + os.path.basename(path))
    else:
        received += 1
        name = "image-%d.png" % received
        value.save_to_png(os.path.join(out, name))
        record("image " + name)


def dropped(target, value, x, y):
    take(value)
    return True


def pasted(clipboard, result):
    try:
        value = clipboard.read_value_finish(result)
    except GLib.Error as error:
        record("paste-failed " + error.message)
        return
    take(value)


def key_pressed(controller, keyval, keycode, state):
    if keyval == Gdk.KEY_v and state & Gdk.ModifierType.CONTROL_MASK:
        window.get_clipboard().read_value_async(wanted, GLib.PRIORITY_DEFAULT, None, pasted)
        return True
    return False


def mapped(_widget):
    with open(os.path.join(out, "ready"), "w") as ready:
        ready.write("ready\n")


app = Gtk.Application(application_id=None)


def activate(application):
    global window
    window = Gtk.ApplicationWindow(application=application, title="Drop Target")
    window.set_default_size(300, 300)
    window.set_child(Gtk.Label(label="Drop here"))
    target = Gtk.DropTarget.new(wanted, Gdk.DragAction.COPY)
    target.connect("drop", dropped)
    window.add_controller(target)
    keys = Gtk.EventControllerKey()
    keys.connect("key-pressed", key_pressed)
    window.add_controller(keys)
    window.connect("map", mapped)
    window.present()


app.connect("activate", activate)
app.run([])
