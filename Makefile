# Install and uninstall Instagrid in the freedesktop places.
#   make                       release build (statically linked Swift runtime), translations,
#                              man page and shell completions
#   make install               PREFIX=/usr/local by default; DESTDIR for staged installs
#   make uninstall             removes exactly what install put there
#   make deb                   the Debian package (dpkg-buildpackage -b), into .build/deb
# The installed binary finds its resources in PREFIX/share/instagrid and its
# translations in PREFIX/share/locale.

PREFIX ?= /usr/local
DESTDIR ?=
APP_ID := io.github.instagrid.Instagrid
BIN ?= .build/release/instagrid
LOCALES := $(shell cat po/LINGUAS)

# Debian's zsh reads vendor completions elsewhere (debian/rules says where).
zshcompdir ?= $(PREFIX)/share/zsh/site-functions
bindir := $(DESTDIR)$(PREFIX)/bin
datadir := $(DESTDIR)$(PREFIX)/share
resources := $(datadir)/instagrid
action_icons := $(notdir $(wildcard Resources/icons/hicolor/scalable/actions/*.svg))
# The fonts travel with their licences (SIL OFL asks for that).
fonts := $(notdir $(wildcard Resources/fonts/*))

FILES := $(bindir)/instagrid \
	$(resources)/style.css \
	$(resources)/instagrid.gresource \
	$(addprefix $(resources)/fonts/,$(fonts)) \
	$(addprefix $(resources)/icons/hicolor/scalable/actions/,$(action_icons)) \
	$(datadir)/applications/$(APP_ID).desktop \
	$(datadir)/metainfo/$(APP_ID).metainfo.xml \
	$(datadir)/mime/packages/$(APP_ID).xml \
	$(datadir)/thumbnailers/instagrid.thumbnailer \
	$(datadir)/icons/hicolor/scalable/apps/$(APP_ID).svg \
	$(datadir)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	$(foreach lang,$(LOCALES),$(datadir)/locale/$(lang)/LC_MESSAGES/instagrid.mo) \
	$(datadir)/man/man1/instagrid.1 \
	$(datadir)/bash-completion/completions/instagrid \
	$(DESTDIR)$(zshcompdir)/_instagrid \
	$(datadir)/fish/vendor_completions.d/instagrid.fish

.PHONY: all build install install-files uninstall deb
all: build

build:
	scripts/build-release
	po/compile .build/locale
	scripts/icon-bundle .build
	scripts/docs

# Outside a staging folder, the desktop learns of the new type at once (a package's
# triggers do this for it).
install: build install-files
	if [ -z "$(DESTDIR)" ]; then \
	  update-mime-database $(PREFIX)/share/mime; \
	  update-desktop-database -q $(PREFIX)/share/applications || true; \
	fi

# The files alone, from an existing build (BIN= names another binary).
install-files:
	install -Dm755 $(BIN) $(bindir)/instagrid
	install -Dm644 Resources/style.css $(resources)/style.css
	scripts/icon-bundle .build
	install -Dm644 .build/instagrid.gresource $(resources)/instagrid.gresource
	for font in $(fonts); do install -Dm644 Resources/fonts/$$font $(resources)/fonts/$$font; done
	for icon in $(action_icons); do \
	  install -Dm644 Resources/icons/hicolor/scalable/actions/$$icon $(resources)/icons/hicolor/scalable/actions/$$icon; \
	done
	install -Dm644 data/$(APP_ID).desktop $(datadir)/applications/$(APP_ID).desktop
	install -Dm644 data/$(APP_ID).metainfo.xml $(datadir)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 data/$(APP_ID).xml $(datadir)/mime/packages/$(APP_ID).xml
	install -Dm644 data/instagrid.thumbnailer $(datadir)/thumbnailers/instagrid.thumbnailer
	install -Dm644 data/icons/$(APP_ID).svg $(datadir)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 data/icons/$(APP_ID)-symbolic.svg $(datadir)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	po/compile .build/locale
	for lang in $(LOCALES); do \
	  install -Dm644 .build/locale/$$lang/LC_MESSAGES/instagrid.mo $(datadir)/locale/$$lang/LC_MESSAGES/instagrid.mo; \
	done
	scripts/docs $(BIN) .build/docs
	install -Dm644 .build/docs/instagrid.1 $(datadir)/man/man1/instagrid.1
	install -Dm644 .build/docs/completions/instagrid $(datadir)/bash-completion/completions/instagrid
	install -Dm644 .build/docs/completions/_instagrid $(DESTDIR)$(zshcompdir)/_instagrid
	install -Dm644 .build/docs/completions/instagrid.fish $(datadir)/fish/vendor_completions.d/instagrid.fish

uninstall:
	rm -f $(FILES)
	-rmdir -p --ignore-fail-on-non-empty $(resources)/icons/hicolor/scalable/actions $(resources)/fonts 2>/dev/null

# dpkg-buildpackage writes beside the source tree; the results are gathered under .build.
deb:
	dpkg-buildpackage -b --no-sign -tc
	mkdir -p .build/deb
	version=$$(dpkg-parsechangelog -S Version) && \
	  mv ../instagrid_$${version}_* ../instagrid-dbgsym_$${version}_* .build/deb/
