# Turns CHANGELOG.md into Debian's changelog format, gzipped as Debian wants it (gzip -9n), for the
# package's /usr/share/doc/arbiter/changelog.gz. Run by the build:
#   cmake -DIN=CHANGELOG.md -DOUT=changelog.gz -DPACKAGE=arbiter "-DMAINTAINER=Name <mail>" -P this
# CHANGELOG.md: "## <version> (<YYYY-MM-DD>)" headings, "- " items, two-space continuation lines.
foreach(var IN ITEMS IN OUT PACKAGE MAINTAINER)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "debian-changelog.cmake: -D${var}=... is required")
    endif()
endforeach()

# A semicolon would split a line in two (a CMake list), so it is refused rather than lost.
file(READ "${IN}" whole)
if(whole MATCHES ";")
    message(FATAL_ERROR "${IN}: write no semicolon in it (this conversion cannot keep one)")
endif()
file(STRINGS "${IN}" lines ENCODING UTF-8)
set(text "")
set(trailer "")
foreach(line IN LISTS lines)
    if(line MATCHES "^## ([^ ]+) \\(([0-9]+-[0-9]+-[0-9]+)\\)$")
        string(APPEND text "${trailer}${PACKAGE} (${CMAKE_MATCH_1}) unstable; urgency=medium\n\n")
        # Debian wants RFC 5322 dates; the release day at midnight UTC.
        execute_process(COMMAND date -u -R -d "${CMAKE_MATCH_2}" OUTPUT_VARIABLE day
                        OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
        set(trailer "\n -- ${MAINTAINER}  ${day}\n\n")
    elseif(trailer STREQUAL "" OR line STREQUAL "")
        # The preamble before the first release, and blank lines.
    elseif(line MATCHES "^- (.+)$")
        string(APPEND text "  * ${CMAKE_MATCH_1}\n")
    elseif(line MATCHES "^  (.+)$")
        string(APPEND text "    ${CMAKE_MATCH_1}\n")
    else()
        message(FATAL_ERROR "${IN}: a release holds \"- \" items only, not: ${line}")
    endif()
endforeach()
if(trailer STREQUAL "")
    message(FATAL_ERROR "${IN}: no \"## <version> (<date>)\" heading")
endif()
string(APPEND text "${trailer}")
string(REGEX MATCHALL "[^\n]*\n" out_lines "${text}")
foreach(line IN LISTS out_lines)
    # The items only: Debian's limit leaves the " -- " trailer line alone.
    string(LENGTH "${line}" length)
    if(line MATCHES "^  " AND length GREATER 81)
        message(FATAL_ERROR "${IN}: a changelog line over 80 characters once indented: ${line}")
    endif()
endforeach()

set(plain "${OUT}.txt")
file(WRITE "${plain}" "${text}")
execute_process(COMMAND gzip -9nc "${plain}" OUTPUT_FILE "${OUT}" COMMAND_ERROR_IS_FATAL ANY)
