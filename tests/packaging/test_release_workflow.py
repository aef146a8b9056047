"""The release workflow: runners that exist, pinned actions, every OS kept, one draft; a
pre-release tag never Latest; manual and weekly runs are dry runs that publish nothing."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
LINES = [line.strip() for line in WORKFLOW.splitlines()]


def test_it_builds_on_runner_images_that_exist_for_every_promised_os() -> None:
    runners = dict(re.findall(r"\{ name: ([\w-]+), os: ([\w.-]+)", WORKFLOW))
    assert runners == {
        "linux-x86_64": "ubuntu-24.04",
        "windows-x86_64": "windows-2022",
        "macos-arm64": "macos-15",
        "macos-x86_64": "macos-15-intel",
    }
    # Linux builds in an Ubuntu 22.04 container: glibc 2.35 whatever the runner image.
    assert '{ name: linux-x86_64, os: ubuntu-24.04, container: "ubuntu:22.04" }' in WORKFLOW
    assert "container: ${{ matrix.container }}" in WORKFLOW
    # setup-python must not take the runner's cached Python (built for a newer glibc).
    assert "AGENT_TOOLSDIRECTORY: ${{ runner.os == 'Linux' && '/opt/container-toolcache'" in (
        WORKFLOW
    )
    assert "macos-14" not in WORKFLOW
    assert not re.search(r"(runs-on|os): [\w.-]*-latest", WORKFLOW)
    assert "fail-fast: false" in WORKFLOW
    assert 'tags: ["v*"]' in WORKFLOW


def test_every_action_is_pinned_to_a_commit_with_its_version_named() -> None:
    uses = re.findall(r"uses: (\S+)@(\S+)(.*)", WORKFLOW)
    assert len(uses) >= 6
    for action, ref, comment in uses:
        assert re.fullmatch(r"[0-9a-f]{40}", ref), f"{action} is not pinned to a commit"
        assert re.fullmatch(r" # v\d+\.\d+\.\d+", comment), f"{action} names no version"
    # The first release lines that run on Node 24, not Node 20.
    majors = {a: int(c.split("v")[1].split(".")[0]) for a, _, c in uses}
    assert majors["actions/checkout"] >= 5 and majors["actions/setup-python"] >= 6
    assert majors["actions/upload-artifact"] >= 6 and majors["actions/download-artifact"] >= 7


def test_the_build_is_pinned_tested_checked_and_smoke_tested_in_order() -> None:
    # From $GITHUB_WORKSPACE, which is the container's path in the Linux job.
    assert 'echo "PIP_CONSTRAINT=$GITHUB_WORKSPACE/build/constraints.txt"' in WORKFLOW
    assert 'echo "PIP_BUILD_CONSTRAINT=$GITHUB_WORKSPACE/build/constraints.txt"' in WORKFLOW
    assert "github.workspace" not in WORKFLOW
    assert "pip install -c build/constraints.txt" in WORKFLOW
    order = [
        LINES.index(s)
        for s in ("pytest", "run: python build/build.py", "run: python build/smoke.py")
    ]
    assert order == sorted(order)
    for variable in ("STRICT_BUNDLE_CODESIGN_ERROR", "VERIFY_BUNDLE_SIGNATURE"):
        assert f'PYINSTALLER_{variable}: "1"' in WORKFLOW


def test_the_constraints_pin_every_dependency_of_the_build_exactly() -> None:
    pins = {}
    for line in (ROOT / "build" / "constraints.txt").read_text().splitlines():
        if line and not line.startswith("#"):
            name, _, version = line.split(" ;")[0].partition("==")
            assert re.fullmatch(r"\d+(\.\d+)*", version), line
            pins[name] = version
    for needed in ("pyinstaller", "pygame-ce", "attrs", "cattrs", "platformdirs", "hatchling"):
        assert needed in pins
    assert {"pefile", "pywin32-ctypes", "macholib"} <= pins.keys()  # the other OSes' own


def test_the_release_keeps_every_built_os_and_updates_one_draft() -> None:
    release = WORKFLOW.split("\n  release:\n", 1)[1]
    assert (
        "if: ${{ !cancelled() && github.event_name == 'push' && "
        "startsWith(github.ref, 'refs/tags/v') }}"
    ) in release
    assert "build/checksums.py packages" in release
    assert "attest-build-provenance" in release
    # An existing draft of the tag is updated (assets replaced), a published one refused.
    assert 'select(.tag_name == \\"$TAG\\")' in release
    assert "gh release upload" in release and "--clobber" in release
    assert release.count("gh release create") == 1 and "--draft" in release
    assert "already published" in release
    # A missing OS shows in the draft's title and turns the run red.
    assert "INCOMPLETE" in release and "exit 1" in release.split("Fail the run", 1)[1]
    assert "group: release-${{ github.ref }}" in WORKFLOW


def test_manual_and_weekly_runs_are_dry_runs_that_publish_nothing() -> None:
    assert "workflow_dispatch:" in WORKFLOW
    assert re.search(r'schedule:\n\s+- cron: "\d+ \d+ \* \* \d"', WORKFLOW)
    dry = WORKFLOW.split("\n  dry-run:\n", 1)[1].split("\n  release:\n", 1)[0]
    assert "if: ${{ !cancelled() && github.event_name != 'push' }}" in dry
    assert "gh " not in dry and "contents: write" not in dry
    assert "build/checksums.py --check packages" in dry and "exit 1" in dry
    # Only the release job may write, and only a pushed tag reaches it.
    assert WORKFLOW.count("contents: write") == 1
    assert WORKFLOW.split("\n  release:\n", 1)[1].count("github.event_name == 'push'") == 1


def test_a_pre_release_tag_makes_a_pre_release_draft_never_latest() -> None:
    release = WORKFLOW.split("\n  release:\n", 1)[1]
    assert "*a[0-9]* | *b[0-9]* | *rc[0-9]* | *.dev[0-9]*) pre=true" in release
    assert "latest=(--latest=false)" in release
    assert release.count('--prerelease="$pre" "${latest[@]}"') == 2  # create and update


def test_the_linux_tar_gz_is_built_twice_and_compared() -> None:
    assert 'echo "SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)"' in WORKFLOW
    step = WORKFLOW.split("The tar.gz is reproducible (Linux)", 1)[1].split("- name:", 1)[0]
    assert "python build/build.py --clean" in step and 'test "$first" = "$second"' in step


def test_inno_setup_is_found_as_the_build_finds_it_and_its_version_recorded() -> None:
    step = WORKFLOW.split("- name: Inno Setup (Windows)", 1)[1].split("- name:", 1)[0]
    assert "p.find_iscc()" in step and "choco install innosetup" in step
    assert "VersionInfo.ProductVersion" in step and "GITHUB_STEP_SUMMARY" in step
