# Installation and the Debian package (CPack): `cmake --build --preset dev --target package`, or the
# release preset's workflow. tests/package checks the result with Debian's own tools.

# The newest release in CHANGELOG.md. Its day dates the man pages, so a rebuild writes the same bytes.
file(STRINGS ${PROJECT_SOURCE_DIR}/CHANGELOG.md arbiter_releases REGEX "^## ")
list(GET arbiter_releases 0 arbiter_newest_release)
if(NOT arbiter_newest_release MATCHES "^## ([^ ]+) \\(([0-9]+-[0-9]+-[0-9]+)\\)$")
    message(FATAL_ERROR "CHANGELOG.md: the first heading is not \"## <version> (<YYYY-MM-DD>)\"")
endif()
set(ARBITER_RELEASE_DATE ${CMAKE_MATCH_2})
execute_process(COMMAND date -u -d ${ARBITER_RELEASE_DATE} +%s OUTPUT_VARIABLE arbiter_release_epoch
                OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)

set(ARBITER_MAINTAINER "Arbiter maintainers <maintainers@arbiter.example>"
    CACHE STRING "The Debian package's maintainer: a name and an e-mail address")
# Debian keeps a package's copyright, changelog and other documents in /usr/share/doc/<package>.
set(arbiter_doc_dir ${CMAKE_INSTALL_DATADIR}/doc/arbiter)
set(arbiter_packaging_out ${PROJECT_BINARY_DIR}/packaging)

# A umask of 002 would otherwise give the package group-writable folders, which Debian refuses.
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS ${CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS})

install(TARGETS arbiter arbiter-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES packaging/arbiter.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications RENAME io.arbiter.Arbiter.desktop)
install(FILES packaging/io.arbiter.Arbiter.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES packaging/arbiter.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps RENAME io.arbiter.Arbiter.svg)
install(FILES packaging/copyright DESTINATION ${arbiter_doc_dir})

add_custom_command(OUTPUT ${arbiter_packaging_out}/changelog.gz
    COMMAND ${CMAKE_COMMAND} -DIN=${PROJECT_SOURCE_DIR}/CHANGELOG.md -DOUT=${arbiter_packaging_out}/changelog.gz
            -DPACKAGE=arbiter -DMAINTAINER=${ARBITER_MAINTAINER}
            -P ${PROJECT_SOURCE_DIR}/packaging/debian-changelog.cmake
    DEPENDS ${PROJECT_SOURCE_DIR}/CHANGELOG.md ${PROJECT_SOURCE_DIR}/packaging/debian-changelog.cmake
    COMMENT "Debian changelog from CHANGELOG.md"
    VERBATIM)
install(FILES ${arbiter_packaging_out}/changelog.gz DESTINATION ${arbiter_doc_dir})
set(arbiter_package_files ${arbiter_packaging_out}/changelog.gz)

# The man pages come from the programs' own --help, so they run at build time. Not under the
# sanitizers: nobody packages that build, and its leak checks would fail a run that exits from --help.
set(arbiter_man_pages
    "arbiter|the Munchkin referee on the table"
    "arbiter-cli|the command line of the Arbiter Munchkin referee")
if(NOT CMAKE_CXX_FLAGS MATCHES "-fsanitize=")
    find_program(ARBITER_HELP2MAN help2man REQUIRED)
    foreach(entry IN LISTS arbiter_man_pages)
        string(REPLACE "|" ";" entry "${entry}")
        list(GET entry 0 program)
        list(GET entry 1 what)
        set(page ${arbiter_packaging_out}/man/${program}.1.gz)
        add_custom_command(OUTPUT ${page}
            COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${program}> -DNAME=${what}
                    -DVERSION=${PROJECT_VERSION} -DOUT=${page} -DWORK=${arbiter_packaging_out}/man/work
                    -DDATE_EPOCH=${arbiter_release_epoch} -P ${PROJECT_SOURCE_DIR}/packaging/man-page.cmake
            DEPENDS ${program} ${PROJECT_SOURCE_DIR}/packaging/man-page.cmake
            COMMENT "Man page of ${program} from its --help (help2man)"
            VERBATIM)
        install(FILES ${page} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
        list(APPEND arbiter_package_files ${page})
    endforeach()
endif()
add_custom_target(arbiter_package_files ALL DEPENDS ${arbiter_package_files})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME arbiter)
set(CPACK_PACKAGE_VENDOR "The Arbiter developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Debian's extended description: lines under 80 columns, a blank line between paragraphs.
set(CPACK_PACKAGE_DESCRIPTION [=[
Arbiter lies on the table during a game of Munchkin (Deluxe, Cthulhu, The
Nightmare Before Christmas, Pathfinder) or Munchkin Panic. The players enter
what happens; it tracks levels, gear, fights and the Panic board, rules on
each action with the reason and the rule behind it, and keeps every action
in a SQLite log that can be undone and redone and survives a crash.

The players' phones can join the table over the local network. The package
also holds arbiter-cli, which answers rules questions as JSON and keeps game
logs from the command line.]=])
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_INSTALL_DIRECTORY Arbiter)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${ARBITER_MAINTAINER}")
# A companion to a card game, not a game itself: Debian's games section expects programs in /usr/games.
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The binaries ship without debug information: a tenth of their size, and what Debian requires.
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# QML modules are loaded at run time, so dpkg-shlibdeps cannot see them (tests/package compares this
# list with the imports of qml/).
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "qml6-module-qtqml, qml6-module-qtqml-models, qml6-module-qtqml-workerscript, qml6-module-qtquick, \
qml6-module-qtquick-controls, qml6-module-qtquick-dialogs, qml6-module-qtquick-layouts, \
qml6-module-qtquick-shapes, qml6-module-qtquick-templates, qml6-module-qtquick-window, \
qml6-module-qt-labs-settings, libqt6sql6-sqlite, qt6-qpa-plugins")
# Players' names with emoji are drawn in colour when this font is there.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS fonts-noto-color-emoji)
include(CPack)
