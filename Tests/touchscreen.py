#!/usr/bin/python3
"""A finger on a touchscreen for the GUI tests, made through mutter's remote desktop D-Bus
API: Xvfb has no touch device and XTest makes none. Reads lines from stdin and answers
"ok" to each once mutter took it:

    down X Y      the finger touches the monitor at (X, Y)
    move X Y      it moves there
    up            it lifts

Several commands on one line, apart by ";", go to mutter back to back ("down 10 10; move
12 10"): a touch and its first motion sent one round trip apart could reach the app later
than its hold time apart on a busy machine, and a drag became a hold.
Mutter places touches on a screen cast stream of the monitor, and a screen cast needs
PipeWire running on the session. Runs on the session bus mutter is on.
"""
import sys
from gi.repository import Gio, GLib

bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
DESKTOP, CAST = "org.gnome.Mutter.RemoteDesktop", "org.gnome.Mutter.ScreenCast"


def call(service, path, interface, method, arguments=None, reply=None):
    return bus.call_sync(service, path, interface, method, arguments,
                         GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, -1, None)


session = call(DESKTOP, "/org/gnome/Mutter/RemoteDesktop", DESKTOP, "CreateSession", None, "(o)").unpack()[0]
identity = call(DESKTOP, session, "org.freedesktop.DBus.Properties", "Get",
                GLib.Variant("(ss)", (DESKTOP + ".Session", "SessionId")), "(v)").unpack()[0]
cast = call(CAST, "/org/gnome/Mutter/ScreenCast", CAST, "CreateSession",
            GLib.Variant("(a{sv})", ({"remote-desktop-session-id": GLib.Variant("s", identity)},)), "(o)").unpack()[0]
# The primary monitor, whose stream coordinates are the monitor's own.
stream = call(CAST, cast, CAST + ".Session", "RecordMonitor", GLib.Variant("(sa{sv})", ("", {})), "(o)").unpack()[0]
SESSION = DESKTOP + ".Session"
call(DESKTOP, session, SESSION, "Start")
print("ok", flush=True)
NOTIFY = {"down": ("NotifyTouchDown", "(sudd)"), "move": ("NotifyTouchMotion", "(sudd)"), "up": ("NotifyTouchUp", "(u)")}
for line in sys.stdin:
    commands = [command.split() for command in line.split(";") if command.strip()]
    for index, (word, *place) in enumerate(commands):
        if word not in NOTIFY:
            sys.exit(f"unknown command: {word}")
        method, signature = NOTIFY[word]
        arguments = GLib.Variant(signature, (stream, 0, *map(float, place)) if word != "up" else (0,))
        # All but the line's last go without waiting for mutter's answer: D-Bus keeps their
        # order, and the touch and its first motion leave together.
        if index < len(commands) - 1:
            bus.call(DESKTOP, session, SESSION, method, arguments, None, Gio.DBusCallFlags.NONE, -1, None, None)
        else:
            call(DESKTOP, session, SESSION, method, arguments)
    print("ok", flush=True)
call(DESKTOP, session, SESSION, "Stop")
